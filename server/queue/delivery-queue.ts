import type { Queryable } from '../db/database';

/**
 * What every durable queue of outgoing messages shares (the emails of migration 015, the text messages of
 * migration 031): a row written in the transaction of the change that calls for it, claimed after the commit
 * by one worker at a time, moved past a lease while it is sent, then marked sent, retried or given up. Each
 * queue is a table with these columns (`id`, `queued_at`, `next_attempt_at`, `attempts`, `sent_at`,
 * `abandoned_at`, `last_error`) beside what its transport needs. A job table rather than graphile-worker or
 * pg-boss: neither runs on PGlite (docs/ARCHITECTURE.md, "A message sent after the commit").
 */

/** The queues, by table: a fixed list, so that a table name never comes from anywhere else into SQL. */
export type QueueTable = 'email_queue' | 'sms_queue';

/** What a claimed row carries whatever its queue. */
export interface ClaimedRow {
  id: number;
  queued_at: Date;
  /** This attempt's number, from 1. */
  attempts: number;
}

/**
 * Claims up to `limit` rows due at `now` for one worker, in one statement: `FOR UPDATE SKIP LOCKED` lets
 * workers of several instances claim at once without taking the same row, and the claim moves each row's next
 * attempt past `leaseMs`, so no worker claims it again while this one sends it (and any worker does once the
 * lease is over, should this one die before it records the outcome). `columns` are the queue's own columns the
 * transport needs. Answers the rows in the order they were queued.
 */
export async function claimDue<Row extends object>(
  db: Queryable,
  table: QueueTable,
  columns: readonly (keyof Row & string)[],
  now: Date,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<(Row & ClaimedRow)[]> {
  const rows = await db.query<Row & ClaimedRow>(
    `UPDATE ${table} SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM ${table}
       WHERE sent_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $3
       FOR UPDATE SKIP LOCKED
     )
     RETURNING id, queued_at, attempts, ${columns.join(', ')}`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Gives back claimed rows this worker will not send (it is stopping): due again at `now`, the attempt they
 * were claimed for not counted, so another instance, or this one after its restart, sends them without
 * waiting for their lease to end.
 */
export async function releaseClaimed(
  db: Queryable,
  table: QueueTable,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE ${table} SET attempts = attempts - 1, next_attempt_at = $2
     WHERE id = ANY($1::bigint[]) AND sent_at IS NULL AND abandoned_at IS NULL`,
    [ids, now],
  );
}

export async function recordDelivered(
  db: Queryable,
  table: QueueTable,
  id: number,
  now: Date,
): Promise<void> {
  await db.query(`UPDATE ${table} SET sent_at = $2, last_error = NULL WHERE id = $1`, [id, now]);
}

/** A failed attempt: tried again at `retryAt`, or given up for good when it is null. */
export async function recordFailedAttempt(
  db: Queryable,
  table: QueueTable,
  id: number,
  now: Date,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  const reason = error.slice(0, 1000);
  if (retryAt) {
    await db.query(`UPDATE ${table} SET next_attempt_at = $2, last_error = $3 WHERE id = $1`, [
      id,
      retryAt,
      reason,
    ]);
  } else {
    await db.query(`UPDATE ${table} SET abandoned_at = $2, last_error = $3 WHERE id = $1`, [id, now, reason]);
  }
}
