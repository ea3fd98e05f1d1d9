import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../http/clock';

/** How a worker delivers and retries one queue's messages (README, "Email"; docs/product/back-office.md#notifications). */
export interface DeliverySchedule {
  /** Messages one claim takes. */
  readonly batchSize: number;
  /** How long a claimed message is left to its worker: far longer than an attempt can take. */
  readonly leaseMs: number;
  /** Attempts before giving up. */
  readonly maxAttempts: number;
  /** The wait after the first failed attempt; each next wait doubles. */
  readonly firstRetryMs: number;
  /** How often each instance looks for retries that have come due, and messages another instance left. */
  readonly pollMs: number;
}

/** The wait after the `attempt`-th failed attempt: doubling from the schedule's first. */
export function retryDelayOf(schedule: DeliverySchedule, attempt: number): number {
  return schedule.firstRetryMs * 2 ** (attempt - 1);
}

export interface DeliveryReport {
  sent: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Failed last attempts, and messages the transport refused for good: given up, and logged as an alert. */
  abandoned: number;
}

export interface QueueWorker {
  /** Delivers every message due now, batch after batch, and says what became of them. */
  deliverDue(): Promise<DeliveryReport>;
  /**
   * Asks for a delivery now (a change just committed a message): it starts at once, or, when one is running,
   * once more after it, so that a message queued during a delivery is not left to the next poll.
   */
  wake(): void;
  /** Resolves once the delivery a `wake` started, and any it asked for again, have ended. */
  idle(): Promise<void>;
  /** Wakes every `pollMs`, without keeping the process alive. */
  start(pollMs?: number): void;
  /**
   * Stops polling, lets the message being sent finish, gives the rest of its claim back to the queue (another
   * instance, or this one restarted, sends them at once), and resolves once nothing runs.
   */
  stop(): Promise<void>;
}

/** A claimed message, as the worker sees it: its row's id and the attempt it is on. */
export interface ClaimedMessage {
  id: number;
  attempt: number;
}

/** One queue as its worker drives it: the claim, the transport, and what is recorded of each outcome. */
export interface QueueDriver<Message extends ClaimedMessage> {
  /** Names the queue in the logs: `email` logs `emailId` and the alert `email-abandoned`. */
  readonly name: string;
  readonly schedule: DeliverySchedule;
  claim(now: Date, limit: number, leaseMs: number): Promise<Message[]>;
  /** Gives back claimed messages the worker stops before sending (`releaseClaimed`). */
  release(messages: readonly Message[], now: Date): Promise<void>;
  send(message: Message): Promise<void>;
  recordSent(message: Message, now: Date): Promise<void>;
  recordFailure(message: Message, now: Date, reason: string, retryAt: Date | null): Promise<void>;
  /**
   * Whether `error` is one no retry can mend (the transport refused the recipient itself). Such a message is
   * given up at once through `recordUndeliverable`; any other failure is retried.
   */
  isUndeliverable?(error: unknown): boolean;
  recordUndeliverable?(message: Message, now: Date, reason: string): Promise<void>;
}

export interface QueueWorkerOptions<Message extends ClaimedMessage> {
  driver: QueueDriver<Message>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * Delivers one queue's messages after their transactions commit. Several instances may run one each: their
 * claims never take the same message. A message is sent at least once; a worker that dies between sending and
 * recording leaves it to be sent again after its lease (the email transport gives both copies one Message-ID).
 */
export function createQueueWorker<Message extends ClaimedMessage>({
  driver,
  clock,
  log,
}: QueueWorkerOptions<Message>): QueueWorker {
  const { name, schedule } = driver;
  let running: Promise<void> | null = null;
  let askedAgain = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function fail(message: Message, error: unknown, report: DeliveryReport): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const now = clock.now();
    const idField = `${name}Id`;
    if (driver.isUndeliverable?.(error) && driver.recordUndeliverable) {
      await driver.recordUndeliverable(message, now, reason);
      report.abandoned++;
      log.error(
        { alert: `${name}-undeliverable`, [idField]: message.id, attempts: message.attempt, reason },
        `the transport refused a queued message's recipient for good (${name})`,
      );
    } else if (message.attempt >= schedule.maxAttempts) {
      await driver.recordFailure(message, now, reason, null);
      report.abandoned++;
      log.error(
        { alert: `${name}-abandoned`, [idField]: message.id, attempts: message.attempt, reason },
        `a queued message could not be delivered and was given up (${name})`,
      );
    } else {
      const retryAt = new Date(now.getTime() + retryDelayOf(schedule, message.attempt));
      await driver.recordFailure(message, now, reason, retryAt);
      report.retrying++;
      log.warn(
        { [idField]: message.id, attempt: message.attempt, retryAt: retryAt.toISOString(), reason },
        `a queued message's delivery failed and will be tried again (${name})`,
      );
    }
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const report: DeliveryReport = { sent: 0, retrying: 0, abandoned: 0 };
    while (!stopped) {
      const claimed = await driver.claim(clock.now(), schedule.batchSize, schedule.leaseMs);
      if (claimed.length === 0) return report;
      for (const [index, message] of claimed.entries()) {
        if (stopped) {
          await driver.release(claimed.slice(index), clock.now());
          return report;
        }
        try {
          await driver.send(message);
        } catch (error) {
          await fail(message, error, report);
          continue;
        }
        await driver.recordSent(message, clock.now());
        report.sent++;
      }
    }
    return report;
  }

  async function runWhileAsked(): Promise<void> {
    do {
      askedAgain = false;
      try {
        await deliverDue();
      } catch (error) {
        // The database is unreachable, say: the messages stay queued for the next wake or poll.
        log.error({ err: error }, `the ${name} worker could not read its queue`);
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
    start(pollMs = schedule.pollMs) {
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
