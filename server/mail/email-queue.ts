import type { Queryable } from '../db/database';
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

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  queued_at: Date;
  attempts: number;
}

/**
 * Claims up to `limit` emails due at `now` for one worker, in one statement: `FOR UPDATE SKIP LOCKED` lets
 * workers of several instances claim at once without taking the same row, and the claim moves each row's next
 * attempt past `leaseMs`, so no worker claims it again while this one sends it (and any worker does once the
 * lease is over, should this one die before it records the outcome).
 */
export async function claimDueEmails(
  db: Queryable,
  now: Date,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedEmail[]> {
  const rows = await db.query<ClaimedRow>(
    `UPDATE email_queue SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM email_queue
       WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, recipient, subject, text, html, queued_at, attempts`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      attempt: row.attempts,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      key: `email-${row.id}.${row.queued_at.getTime()}`,
    }));
}

export async function recordSent(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE email_queue SET sent_at = $2, last_error = NULL WHERE id = $1', [id, now]);
}

/** A failed attempt: tried again at `retryAt`, or given up for good when it is null. */
export async function recordFailure(
  db: Queryable,
  id: number,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  const reason = error.slice(0, 1000);
  if (retryAt) {
    await db.query('UPDATE email_queue SET next_attempt_at = $2, last_error = $3 WHERE id = $1', [
      id,
      retryAt,
      reason,
    ]);
  } else {
    await db.query('UPDATE email_queue SET abandoned_at = $2, last_error = $3 WHERE id = $1', [
      id,
      now,
      reason,
    ]);
  }
}
