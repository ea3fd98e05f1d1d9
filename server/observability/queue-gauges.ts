import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import type { QueueTable } from '../queue/delivery-queue';

const QUEUES: Record<QueueTable, string> = { email_queue: 'email', sms_queue: 'sms' };

export interface QueueDepth {
  queue: string;
  /** Messages neither sent nor given up. */
  waiting: number;
  /** Of those, the ones tried at least once (or being tried). */
  retrying: number;
  /** Messages given up, ever (migration 043 keeps the count cheap). */
  abandoned: number;
  /** How long the oldest waiting message has waited, in seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/**
 * Each queue's depth as a scrape reads it, in one statement per queue on the due index (migration 015, 031)
 * and the abandoned one (043): waiting messages that grow, or an oldest one that ages, say the worker is
 * stuck or the transport down.
 */
export async function queueDepths(db: Queryable, clock: Clock): Promise<QueueDepth[]> {
  const now = clock.now();
  return Promise.all(
    Object.entries(QUEUES).map(async ([table, queue]) => {
      const [row] = await db.query<{ waiting: number; retrying: number; abandoned: number; oldest: number }>(
        `SELECT count(*)::int AS waiting,
                count(*) FILTER (WHERE attempts > 0)::int AS retrying,
                coalesce(extract(epoch FROM $1::timestamptz - min(queued_at)), 0)::float8 AS oldest,
                (SELECT count(*)::int FROM ${table} WHERE abandoned_at IS NOT NULL) AS abandoned
         FROM ${table} WHERE sent_at IS NULL AND abandoned_at IS NULL`,
        [now],
      );
      return {
        queue,
        waiting: row?.waiting ?? 0,
        retrying: row?.retrying ?? 0,
        abandoned: row?.abandoned ?? 0,
        oldestWaitingSeconds: Math.max(0, row?.oldest ?? 0),
      };
    }),
  );
}
