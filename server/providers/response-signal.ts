import {
  countResponses,
  earnsRespondsQuickly,
  RESPONSE_SIGNAL_DAYS,
  RESPONSE_WINDOW_HOURS,
  responseSignalOf,
  type RequestAnswer,
  type ResponseSignal,
} from '@shared/validation/response-signal';
import type { Queryable } from '../db/database';
import { periodicTask, type PeriodicTask, type TaskLog } from '../queue/periodic-task';

const DAY_MS = 86_400_000;

/**
 * The response signal's data (docs/product/back-office.md#response-signal): one query reads the requests of
 * the providers asked about over the rolling window, and the pure rules of shared/validation/response-signal.ts
 * count them.
 */

/** The requests of `providerIds` (every provider's when null) sent over the window, by provider. */
async function requestAnswers(
  db: Queryable,
  providerIds: readonly number[] | null,
  now: Date,
): Promise<Map<number, RequestAnswer[]>> {
  const rows = await db.query<{ provider_id: number; created_at: Date; answered_at: Date | null }>(
    `SELECT provider_id, created_at, answered_at FROM event_requests
     WHERE created_at > $1 AND created_at <= $2 AND ($3::int[] IS NULL OR provider_id = ANY($3::int[]))`,
    [new Date(now.getTime() - RESPONSE_SIGNAL_DAYS * DAY_MS), now, providerIds],
  );
  const byProvider = new Map<number, RequestAnswer[]>();
  for (const row of rows) {
    const answers = byProvider.get(row.provider_id) ?? [];
    answers.push({ sentAt: row.created_at, answeredAt: row.answered_at });
    byProvider.set(row.provider_id, answers);
  }
  return byProvider;
}

/** One provider's signal at `now`. */
export async function responseSignalOfProvider(
  db: Queryable,
  providerId: number,
  now: Date,
): Promise<ResponseSignal> {
  const answers = (await requestAnswers(db, [providerId], now)).get(providerId) ?? [];
  return responseSignalOf(countResponses(answers, now));
}

/**
 * Brings the "responds quickly" mark of `providerIds` (every provider when null) up to date at `now`, and
 * answers the providers whose mark changed. Only a mark that changes is written: each write moves the
 * directory's version (migration 012), which empties the listings kept in memory. Call it in the transaction
 * of an answer to a request (accepting or declining it), and from the periodic refresh (`startResponseMarks`),
 * since time alone changes a mark (a lead left unanswered past its window, a request leaving the 90 days).
 */
export async function refreshRespondsQuickly(
  db: Queryable,
  now: Date,
  providerIds: readonly number[] | null = null,
): Promise<number[]> {
  const answers = await requestAnswers(db, providerIds, now);
  const earned = [...answers]
    .filter(([, requests]) => earnsRespondsQuickly(countResponses(requests, now)))
    .map(([providerId]) => providerId);
  const changed = await db.query<{ id: number }>(
    `SELECT id FROM providers
     WHERE ($1::int[] IS NULL OR id = ANY($1::int[])) AND responds_quickly <> (id = ANY($2::int[]))
     ORDER BY id`,
    [providerIds, earned],
  );
  if (changed.length === 0) return [];
  const ids = changed.map((row) => row.id);
  await db.query('UPDATE providers SET responds_quickly = (id = ANY($2::int[])) WHERE id = ANY($1::int[])', [
    ids,
    earned,
  ]);
  return ids;
}

/**
 * The provider's newest requests not answered yet whose response window is still open at `now`, newest first:
 * the leads the dashboard counts down.
 */
export async function leadsAwaitingAnswer(
  db: Queryable,
  providerId: number,
  now: Date,
  limit: number,
): Promise<{ id: string; sentAt: Date }[]> {
  const rows = await db.query<{ id: string; created_at: Date }>(
    `SELECT id, created_at FROM event_requests
     WHERE provider_id = $1 AND answered_at IS NULL AND created_at > $2 AND created_at <= $3
     ORDER BY created_at DESC, id LIMIT $4`,
    [providerId, new Date(now.getTime() - RESPONSE_WINDOW_HOURS * 3_600_000), now, limit],
  );
  return rows.map((row) => ({ id: row.id, sentAt: row.created_at }));
}

/** How often every provider's mark is brought up to date: the longest a mark lags behind time alone. */
export const RESPONSE_MARKS_REFRESH_MS = 60 * 60_000;

export type ResponseMarksRefresh = PeriodicTask<number[]>;

/**
 * The periodic refresh of every provider's mark. Each instance runs one: a run that finds nothing changed
 * writes nothing, so several instances cost reads only.
 */
export function responseMarksRefresh({
  db,
  clock,
  log,
}: {
  db: Queryable;
  clock: { now(): Date };
  log: TaskLog;
}): ResponseMarksRefresh {
  return periodicTask({
    everyMs: RESPONSE_MARKS_REFRESH_MS,
    work: (now) => refreshRespondsQuickly(db, now),
    clock,
    log,
    failure: 'the response marks could not be refreshed',
  });
}
