import type { Database, Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { releaseClaimed } from '../queue/delivery-queue';
import { createQueueWorker, type QueueWorker, type QueueWorkerOptions } from '../queue/queue-worker';
import {
  claimDueSms,
  recordSmsFailure,
  recordSmsSent,
  recordSmsUndeliverable,
  type ClaimedSms,
} from './sms-queue';
import { SmsRecipientRefusedError, type SmsTransport } from './sms-transport';

/** How the SMS worker delivers and retries (docs/product/back-office.md#notifications). */
export const SMS_DELIVERY = {
  batchSize: 10,
  /** Far longer than an attempt can take (the Twilio transport gives up after 10 s). */
  leaseMs: 2 * 60_000,
  /** A notice about a lead is worth little a day late: the retries' delays add up to a little over two hours. */
  maxAttempts: 6,
  firstRetryMs: 2 * 60_000,
  pollMs: 30_000,
} as const;

export type SmsWorker = QueueWorker;

export interface SmsWorkerOptions {
  db: Database;
  transport: SmsTransport;
  clock: Clock;
  log: QueueWorkerOptions<ClaimedSms>['log'];
  /**
   * What else changes when a message about a request is refused for good, in the transaction that records it
   * (the lead's refund: `refundUnreachableLead`).
   */
  onUndeliverable?: (tx: Queryable, eventRequestId: string, now: Date) => Promise<void>;
}

/**
 * Sends the queued text messages after their transactions commit (migration 031), on the queues' shared worker.
 * A message may go twice only if a worker dies between Twilio's answer and recording it (Twilio takes no
 * idempotency key); two live workers never send one.
 */
export function createSmsWorker({ db, transport, clock, log, onUndeliverable }: SmsWorkerOptions): SmsWorker {
  return createQueueWorker<ClaimedSms>({
    clock,
    log,
    driver: {
      name: 'sms',
      schedule: SMS_DELIVERY,
      claim: (now, limit, leaseMs) => claimDueSms(db, now, { limit, leaseMs }),
      release: (messages, now) =>
        releaseClaimed(
          db,
          'sms_queue',
          messages.map(({ id }) => id),
          now,
        ),
      send: ({ to, text }) => transport.send({ to, text }),
      recordSent: (sms, now) => recordSmsSent(db, sms.id, now),
      recordFailure: (sms, now, reason, retryAt) => recordSmsFailure(db, sms.id, now, reason, retryAt),
      isUndeliverable: (error) => error instanceof SmsRecipientRefusedError,
      recordUndeliverable: (sms, now, reason) =>
        db.transaction(async (tx) => {
          await recordSmsUndeliverable(tx, sms.id, now, reason);
          if (sms.eventRequestId && onUndeliverable) await onUndeliverable(tx, sms.eventRequestId, now);
        }),
    },
  });
}
