import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import {
  createQueueWorker,
  retryDelayOf,
  type QueueWorker,
  type QueueWorkerOptions,
} from '../queue/queue-worker';
import { releaseClaimed } from '../queue/delivery-queue';
import { claimDueEmails, recordFailure, recordSent, type ClaimedEmail } from './email-queue';
import type { MailTransport } from './mail-transport';

export type { DeliveryReport } from '../queue/queue-worker';

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
  return retryDelayOf(MAIL_DELIVERY, attempt);
}

export type MailWorker = QueueWorker;

export interface MailWorkerOptions {
  db: Queryable;
  transport: MailTransport;
  clock: Clock;
  log: QueueWorkerOptions<ClaimedEmail>['log'];
}

/**
 * Delivers the queued emails after their transactions commit (migration 015), on the queues' shared worker
 * (server/queue/queue-worker.ts). An email sent again after a worker died between sending and recording it
 * keeps its Message-ID.
 */
export function createMailWorker({ db, transport, clock, log }: MailWorkerOptions): MailWorker {
  return createQueueWorker<ClaimedEmail>({
    clock,
    log,
    driver: {
      name: 'email',
      schedule: MAIL_DELIVERY,
      claim: (now, limit, leaseMs) => claimDueEmails(db, now, { limit, leaseMs }),
      release: (emails, now) =>
        releaseClaimed(
          db,
          'email_queue',
          emails.map(({ id }) => id),
          now,
        ),
      send: (email) => transport.send(email),
      recordSent: (email, now) => recordSent(db, email.id, now),
      recordFailure: (email, now, reason, retryAt) => recordFailure(db, email.id, now, reason, retryAt),
    },
  });
}
