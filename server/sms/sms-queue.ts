import type { Queryable } from '../db/database';
import { claimDue, recordDelivered, recordFailedAttempt } from '../queue/delivery-queue';

/**
 * The durable queue of text messages (migration 031): a change that calls for a message writes it here in its
 * own transaction, and the SMS worker sends it after the commit. The sign-in codes do not go through it: a code
 * is sent while its visitor waits, and a code nobody received is asked for again.
 */

export interface QueuedSms {
  /** E.164. */
  to: string;
  text: string;
  /** The request the message is about, when it is about one (a number refused for good refunds its unlock). */
  eventRequestId?: string;
}

/** Queues `sms` inside the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueSms(tx: Queryable, sms: QueuedSms, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO sms_queue (recipient, text, event_request_id, queued_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $4)`,
    [sms.to, sms.text, sms.eventRequestId ?? null, now],
  );
}

/** A queued message a worker has claimed. */
export interface ClaimedSms {
  id: number;
  attempt: number;
  to: string;
  text: string;
  eventRequestId: string | null;
}

interface SmsColumns {
  recipient: string;
  text: string;
  event_request_id: string | null;
}

/** Claims up to `limit` messages due at `now` for one worker (`claimDue`: several workers never take one). */
export async function claimDueSms(
  db: Queryable,
  now: Date,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedSms[]> {
  const rows = await claimDue<SmsColumns>(
    db,
    'sms_queue',
    ['recipient', 'text', 'event_request_id'],
    now,
    options,
  );
  return rows.map((row) => ({
    id: row.id,
    attempt: row.attempts,
    to: row.recipient,
    text: row.text,
    eventRequestId: row.event_request_id,
  }));
}

export const recordSmsSent = (db: Queryable, id: number, now: Date): Promise<void> =>
  recordDelivered(db, 'sms_queue', id, now);

export const recordSmsFailure = (
  db: Queryable,
  id: number,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> => recordFailedAttempt(db, 'sms_queue', id, now, error, retryAt);

/** The number was refused for good: the message is given up, and says why. */
export async function recordSmsUndeliverable(
  tx: Queryable,
  id: number,
  now: Date,
  error: string,
): Promise<void> {
  await tx.query(
    `UPDATE sms_queue SET abandoned_at = $2, undeliverable = true, last_error = $3 WHERE id = $1`,
    [id, now, error.slice(0, 1000)],
  );
}
