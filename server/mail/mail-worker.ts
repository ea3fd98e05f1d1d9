import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { claimDueEmails, recordFailure, recordSent } from './email-queue';
import type { MailTransport } from './mail-transport';

/** How the worker delivers and retries (README, "Email"). */
export const MAIL_DELIVERY = {
  /** Emails one claim takes. */
  batchSize: 10,
  /** How long a claimed email is left to its worker: far longer than an attempt can take (see the SMTP timeouts). */
  leaseMs: 5 * 60_000,
  /** Attempts before giving up: the retries' delays add up to a little over four hours. */
  maxAttempts: 8,
  firstRetryMs: 2 * 60_000,
  /** How often each instance looks for retries that have come due, and emails another instance left. */
  pollMs: 30_000,
} as const;

/** The wait after the `attempt`-th failed attempt: doubling from two minutes. */
export function retryDelayMs(attempt: number): number {
  return MAIL_DELIVERY.firstRetryMs * 2 ** (attempt - 1);
}

export interface DeliveryReport {
  sent: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Failed last attempts: given up, and logged as an alert. */
  abandoned: number;
}

export interface MailWorker {
  /** Delivers every email due now, batch after batch, and says what became of them. */
  deliverDue(): Promise<DeliveryReport>;
  /**
   * Asks for a delivery now (a change just committed an email): it starts at once, or, when one is running,
   * once more after it, so that an email queued during a delivery is not left to the next poll.
   */
  wake(): void;
  /** Resolves once the delivery a `wake` started, and any it asked for again, have ended. */
  idle(): Promise<void>;
  /** Wakes every `pollMs`, without keeping the process alive. */
  start(pollMs?: number): void;
  /** Stops polling and waits for the delivery under way. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Queryable;
  transport: MailTransport;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Delivers the queued emails after their transactions commit (migration 015). Several instances may run one
 * each: their claims never take the same email. An email is sent at least once; a worker that dies between
 * sending and recording leaves it to be sent again after its lease, with the same Message-ID.
 */
export function createMailWorker({ db, transport, clock, log }: MailWorkerOptions): MailWorker {
  let running: Promise<void> | null = null;
  let askedAgain = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, abandoned: 0 };
    for (;;) {
      const claimed = await claimDueEmails(db, clock.now(), {
        limit: MAIL_DELIVERY.batchSize,
        leaseMs: MAIL_DELIVERY.leaseMs,
      });
      if (claimed.length === 0) return report;
      for (const email of claimed) {
        try {
          await transport.send(email);
          await recordSent(db, email.id, clock.now());
          report.sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const now = clock.now();
          if (email.attempt >= MAIL_DELIVERY.maxAttempts) {
            await recordFailure(db, email.id, now, reason, null);
            report.abandoned++;
            log.error(
              { alert: 'email-abandoned', emailId: email.id, attempts: email.attempt, reason },
              'an email could not be delivered and was given up',
            );
          } else {
            const retryAt = new Date(now.getTime() + retryDelayMs(email.attempt));
            await recordFailure(db, email.id, now, reason, retryAt);
            report.retrying++;
            log.warn(
              { emailId: email.id, attempt: email.attempt, retryAt: retryAt.toISOString(), reason },
              'an email delivery failed and will be tried again',
            );
          }
        }
      }
    }
  }

  async function runWhileAsked(): Promise<void> {
    do {
      askedAgain = false;
      try {
        await deliverDue();
      } catch (error) {
        // The database is unreachable, say: the emails stay queued for the next wake or poll.
        log.error({ err: error }, 'the mail worker could not read its queue');
      }
    } while (askedAgain && !stopped);
    running = null;
  }

  const wake = () => {
    if (stopped) return;
    if (running) askedAgain = true;
    else running = runWhileAsked();
  };

  return {
    deliverDue,
    wake,
    idle: async () => {
      while (running) await running;
    },
    start(pollMs = MAIL_DELIVERY.pollMs) {
      timer ??= setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
