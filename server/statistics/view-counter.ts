import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { periodicTask } from '../queue/periodic-task';
import { isPersonView, viewDay, visitorHash } from './page-visitor';

/** The public page a view is of: a provider's profile, or one of its portfolios' own page. */
export type PageView =
  { page: 'profile'; providerId: number } | { page: 'portfolio'; providerId: number; portfolioId: number };

/** How often the views waiting in memory are written. */
export const VIEW_FLUSH_INTERVAL_MS = 10_000;
/**
 * The most distinct views one instance keeps waiting (about 100 bytes each): past it a view is dropped, counted
 * in `dropped`, and a write is started at once. A day's views of a large site are far fewer per interval.
 */
export const VIEW_BUFFER_CAPACITY = 50_000;
/** Rows per INSERT: a batch's arrays stay well under PostgreSQL's and PGlite's message sizes. */
const BATCH_ROWS = 5_000;

interface WaitingView {
  view: PageView;
  day: string;
  visitor: Buffer;
}

export interface ViewCounter {
  /**
   * Counts the request's view of `view` if it is a person's (page-visitor.ts): kept in memory, written by the
   * next flush. Never touches the database, never throws: the page's answer does not wait for it.
   */
  count(request: FastifyRequest, view: PageView): void;
  /** Writes every view waiting (duplicates of a stored one are skipped by the key), and answers the rows written. */
  flush(): Promise<number>;
  /** Flushes every VIEW_FLUSH_INTERVAL_MS, without keeping the process alive. */
  start(): void;
  /** Stops the timer and writes what waits. */
  stop(): Promise<void>;
  /** The distinct views waiting for the next flush. */
  readonly waiting: number;
  /** The views dropped since the start because the buffer was full. */
  readonly dropped: number;
}

export interface ViewCounterOptions {
  db: Queryable;
  clock: { now(): Date };
  /** The visitor hash's key; null when counting is off (`PROFILE_VIEWS=off`): `count` then does nothing. */
  secret: Uint8Array | null;
  log: { error(fields: object, message: string): void };
  capacity?: number;
  intervalMs?: number;
}

/**
 * The views of the public pages, counted off the response path (docs/ARCHITECTURE.md, "How views are
 * counted"): a page's request only adds its view to a bounded map in memory, the same visitor's repeats of
 * the day folded into one entry; a flush writes the map in batches with INSERT … ON CONFLICT DO NOTHING on
 * an interval, at shutdown, and before the statistics are read. A view that cannot be written is kept for
 * the next flush, within the capacity.
 */
export function createViewCounter({
  db,
  clock,
  secret,
  log,
  capacity = VIEW_BUFFER_CAPACITY,
  intervalMs = VIEW_FLUSH_INTERVAL_MS,
}: ViewCounterOptions): ViewCounter {
  let waiting = new Map<string, WaitingView>();
  let dropped = 0;
  let flushing: Promise<number> = Promise.resolve(0);
  /** The day the visitors of the days before yesterday were last forgotten. */
  let forgotten = '';

  const keep = (key: string, entry: WaitingView): boolean => {
    if (waiting.has(key)) return true;
    if (waiting.size >= capacity) return false;
    waiting.set(key, entry);
    return true;
  };

  const write = async (): Promise<number> => {
    // What waits is taken at once: the views counted from now on wait for the next write.
    const taken = waiting;
    waiting = new Map();
    const today = viewDay(clock.now());
    if (forgotten !== today) {
      try {
        await forgetOldVisitors(db, today);
        forgotten = today;
      } catch (error) {
        log.error(
          { err: error },
          'the visitors of past days could not be forgotten; the next flush tries again',
        );
      }
    }
    if (taken.size === 0) return 0;
    const entries = [...taken.values()];
    let written = 0;
    try {
      for (let start = 0; start < entries.length; start += BATCH_ROWS) {
        written += await insertViews(db, entries.slice(start, start + BATCH_ROWS));
      }
    } catch (error) {
      log.error({ err: error }, 'the page views could not be written; they wait for the next flush');
      for (const [key, entry] of taken) keep(key, entry);
    }
    return written;
  };

  const flush = (): Promise<number> => {
    // One flush at a time: a second call waits for the one under way, then writes what came meanwhile.
    flushing = flushing.then(write, write);
    return flushing;
  };

  // A failed write keeps its views and logs itself: the timer's run never fails.
  const timer = periodicTask({
    everyMs: intervalMs,
    work: flush,
    clock,
    log,
    failure: 'the page views could not be written',
  });

  // A full buffer starts one write, not one per view dropped while it runs.
  let emptying: Promise<unknown> | null = null;
  const empty = () => {
    emptying ??= flush().finally(() => (emptying = null));
  };

  return {
    count(request, view) {
      if (!secret || !isPersonView(request)) return;
      const day = viewDay(clock.now());
      const visitor = visitorHash(secret, day, request.clientKey, String(request.headers['user-agent']));
      const id = view.page === 'profile' ? view.providerId : view.portfolioId;
      const key = `${view.page} ${id} ${day} ${visitor.toString('base64')}`;
      if (keep(key, { view, day, visitor })) return;
      dropped += 1;
      empty();
    },
    flush,
    start() {
      if (secret) timer.start();
    },
    async stop() {
      await timer.stop();
      await flush();
    },
    get waiting() {
      return waiting.size;
    },
    get dropped() {
      return dropped;
    },
  };
}

/**
 * Forgets the visitors of the days before yesterday: a visitor's row only tells its repeats of the day apart,
 * and a view of yesterday may still be waiting in a buffer at midnight. The days' counts stay.
 */
async function forgetOldVisitors(db: Queryable, today: string): Promise<void> {
  await db.query('DELETE FROM profile_views WHERE day < $1::date - 1', [today]);
  await db.query('DELETE FROM portfolio_views WHERE day < $1::date - 1', [today]);
}

/**
 * One INSERT per table of the batch, each row's key deciding whether it is new; answers the rows written. A
 * provider or portfolio removed since its view was counted is skipped by the join, not refused by the reference
 * (which would fail the whole batch).
 */
async function insertViews(db: Queryable, entries: readonly WaitingView[]): Promise<number> {
  const profiles = entries.filter((entry) => entry.view.page === 'profile');
  const portfolios = entries.flatMap(({ view, day, visitor }) =>
    view.page === 'portfolio' ? [{ view, day, visitor }] : [],
  );
  let written = 0;
  // Each statement writes the new visitors' rows and raises the days' counts by the rows it wrote, at once: a
  // count never differs from its rows, whatever instances write together.
  if (profiles.length > 0) {
    const [row] = await db.query<{ written: number }>(
      `WITH written AS (
         INSERT INTO profile_views (provider_id, day, visitor)
         SELECT providers.id, view.day, decode(view.visitor, 'hex')
         FROM unnest($1::int[], $2::date[], $3::text[]) AS view (provider_id, day, visitor)
         JOIN providers ON providers.id = view.provider_id
         ON CONFLICT DO NOTHING RETURNING provider_id, day
       ), counted AS (
         INSERT INTO profile_view_days (provider_id, day, views)
         SELECT provider_id, day, count(*) FROM written GROUP BY provider_id, day
         ON CONFLICT (provider_id, day) DO UPDATE SET views = profile_view_days.views + excluded.views
       )
       SELECT count(*)::integer AS written FROM written`,
      [
        profiles.map((entry) => entry.view.providerId),
        profiles.map((entry) => entry.day),
        profiles.map((entry) => entry.visitor.toString('hex')),
      ],
    );
    written += row?.written ?? 0;
  }
  if (portfolios.length > 0) {
    const [row] = await db.query<{ written: number }>(
      `WITH written AS (
         INSERT INTO portfolio_views (portfolio_id, provider_id, day, visitor)
         SELECT portfolios.id, portfolios.provider_id, view.day, decode(view.visitor, 'hex')
         FROM unnest($1::int[], $2::date[], $3::text[]) AS view (portfolio_id, day, visitor)
         JOIN portfolios ON portfolios.id = view.portfolio_id
         ON CONFLICT DO NOTHING RETURNING provider_id, day, portfolio_id
       ), counted AS (
         INSERT INTO portfolio_view_days (provider_id, day, portfolio_id, views)
         SELECT provider_id, day, portfolio_id, count(*) FROM written GROUP BY provider_id, day, portfolio_id
         ON CONFLICT (provider_id, day, portfolio_id)
           DO UPDATE SET views = portfolio_view_days.views + excluded.views
       )
       SELECT count(*)::integer AS written FROM written`,
      [
        portfolios.map(({ view }) => view.portfolioId),
        portfolios.map((entry) => entry.day),
        portfolios.map((entry) => entry.visitor.toString('hex')),
      ],
    );
    written += row?.written ?? 0;
  }
  return written;
}
