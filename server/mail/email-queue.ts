import type { Queryable } from '../db/database';
import { claimDue, recordDelivered, recordFailedAttempt } from '../queue/delivery-queue';
import type { OutgoingEmail } from './mail-transport';

/**
 * The durable queue of emails (migration 015): a change that calls for an email writes it here in its own
 * transaction, and the mail worker delivers it after the commit.
 */

/** An email to send, as the change that calls for it writes it (`composeEmail`). */
export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues `email` inside the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueEmail(tx: Queryable, email: QueuedEmail, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO email_queue (recipient, subject, text, html, queued_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [email.to, email.subject, email.text, email.html, now],
  );
}

/** A queued email a worker has claimed: its row, the attempt it is on, and what the transport sends. */
export interface ClaimedEmail extends OutgoingEmail {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
}

interface EmailColumns {
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Claims up to `limit` emails due at `now` for one worker (`claimDue`: several workers never take one email). */
export async function claimDueEmails(
  db: Queryable,
  now: Date,
  options: { limit: number; leaseMs: number },
): Promise<ClaimedEmail[]> {
  const rows = await claimDue<EmailColumns>(
    db,
    'email_queue',
    ['recipient', 'subject', 'text', 'html'],
    now,
    options,
  );
  return rows.map((row) => ({
    id: row.id,
    attempt: row.attempts,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    key: `email-${row.id}.${row.queued_at.getTime()}`,
  }));
}

export const recordSent = (db: Queryable, id: number, now: Date): Promise<void> =>
  recordDelivered(db, 'email_queue', id, now);

/** A failed attempt: tried again at `retryAt`, or given up for good when it is null. */
export const recordFailure = (
  db: Queryable,
  id: number,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> => recordFailedAttempt(db, 'email_queue', id, now, error, retryAt);
