import type {
  DailyViews,
  Funnel,
  PortfolioViews,
  RequestRates,
  StatisticsPeriod,
} from '@shared/api/contract/back-office/statistics';
import { RESPONSE_WINDOW_HOURS } from '@shared/validation/response-signal';
import type { Queryable } from '@server/db/database';
import { viewDay } from '@server/statistics/page-visitor';

const DAY_MS = 86_400_000;

/**
 * A period of the statistics (docs/product/back-office.md#statistics): the last `days` days, today (UTC)
 * included, and the as many days before them. Days are `YYYY-MM-DD`; `start`, `end` and `previousStart` are the
 * instants the requests and the ledger are read between (`end` is now: nothing later exists yet).
 */
export interface StatisticsWindow {
  days: StatisticsPeriod;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  previousStart: Date;
  start: Date;
  end: Date;
}

export function statisticsWindow(days: StatisticsPeriod, now: Date): StatisticsWindow {
  const today = Date.parse(viewDay(now));
  const start = today - (days - 1) * DAY_MS;
  const previousStart = start - days * DAY_MS;
  const day = (at: number) => viewDay(new Date(at));
  return {
    days,
    from: day(start),
    to: day(today),
    previousFrom: day(previousStart),
    previousTo: day(start - DAY_MS),
    previousStart: new Date(previousStart),
    start: new Date(start),
    end: now,
  };
}

/** The answers' description of the period. */
export function periodOf({ days, from, to, previousFrom, previousTo }: StatisticsWindow) {
  return { days, from, to, previousFrom, previousTo };
}

/** The profile's views per day of the period (each day, 0 without a view) and both periods' totals. */
export async function profileViews(
  db: Queryable,
  providerId: number,
  window: StatisticsWindow,
): Promise<{ daily: DailyViews[]; total: number; previousTotal: number }> {
  // The daily counts (migration 037): one range of their key covers both periods, at most 730 rows.
  const rows = await db.query<{ day: string; views: number }>(
    `SELECT day::text AS day, views FROM profile_view_days
     WHERE provider_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [providerId, window.previousFrom, window.to],
  );
  const byDay = new Map(rows.map((row) => [row.day, row.views]));
  const daily = Array.from({ length: window.days }, (_, index) => {
    const date = viewDay(new Date(window.start.getTime() + index * DAY_MS));
    return { date, views: byDay.get(date) ?? 0 };
  });
  const total = daily.reduce((sum, each) => sum + each.views, 0);
  const previousTotal = rows.filter((row) => row.day < window.from).reduce((sum, row) => sum + row.views, 0);
  return { daily, total, previousTotal };
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The requests sent over [start, end) and what became of them. The response rate counts as the "responds
 * quickly" mark does (shared/validation/response-signal.ts): a request still inside its response window counts
 * once answered only; a decline is an answer, as an unlock is.
 */
export async function requestRates(
  db: Queryable,
  providerId: number,
  { start, end }: { start: Date; end: Date },
  now: Date,
): Promise<RequestRates> {
  const [row] = await db.query<{
    requests: number;
    counted: number;
    responses: number;
    median_seconds: number | null;
    unlocks: number;
    declines: number;
  }>(
    `SELECT count(*)::integer AS requests,
            count(*) FILTER (WHERE answered_at IS NOT NULL OR created_at <= $4)::integer AS counted,
            count(*) FILTER (WHERE answered_at IS NOT NULL)::integer AS responses,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM answered_at - created_at))
              FILTER (WHERE answered_at IS NOT NULL))::float8 AS median_seconds,
            count(*) FILTER (WHERE status = 'accepted')::integer AS unlocks,
            count(*) FILTER (WHERE status = 'declined')::integer AS declines
     FROM event_requests WHERE provider_id = $1 AND created_at >= $2 AND created_at < $3`,
    [providerId, start, end, new Date(now.getTime() - RESPONSE_WINDOW_HOURS * 3_600_000)],
  );
  const counts = row ?? {
    requests: 0,
    counted: 0,
    responses: 0,
    median_seconds: null,
    unlocks: 0,
    declines: 0,
  };
  return {
    requests: counts.requests,
    counted: counts.counted,
    responses: counts.responses,
    responseRate: ratio(counts.responses, counts.counted),
    medianResponseMinutes: counts.median_seconds === null ? null : Math.round(counts.median_seconds / 60),
    unlocks: counts.unlocks,
    unlockRate: ratio(counts.unlocks, counts.requests),
    declines: counts.declines,
    declineRate: ratio(counts.declines, counts.requests),
  };
}

/**
 * What the ledger's unlocks over [start, end) cost: their credits less the refunds given back for them, and
 * how many were kept (not refunded).
 */
export async function unlockCosts(
  db: Queryable,
  providerId: number,
  { start, end }: { start: Date; end: Date },
): Promise<Pick<Funnel, 'creditsSpent' | 'unlocksPaid' | 'costPerUnlock'>> {
  const [row] = await db.query<{ unlocks: number; debited: number; refunds: number; refunded: number }>(
    `SELECT count(*)::integer AS unlocks, coalesce(-sum(unlock.credits), 0)::integer AS debited,
            count(refund.id)::integer AS refunds, coalesce(sum(refund.credits), 0)::integer AS refunded
     FROM credit_movements AS unlock
     LEFT JOIN credit_movements AS refund ON refund.refund_of = unlock.id
     WHERE unlock.provider_id = $1 AND unlock.kind = 'unlock' AND unlock.created_at >= $2 AND unlock.created_at < $3`,
    [providerId, start, end],
  );
  const creditsSpent = (row?.debited ?? 0) - (row?.refunded ?? 0);
  const unlocksPaid = (row?.unlocks ?? 0) - (row?.refunds ?? 0);
  return {
    creditsSpent,
    unlocksPaid,
    costPerUnlock: unlocksPaid === 0 ? null : Math.round((creditsSpent / unlocksPaid) * 100) / 100,
  };
}

/** Every portfolio of the provider's with its views over the period and the previous one, most viewed first. */
export async function portfolioViews(
  db: Queryable,
  providerId: number,
  window: StatisticsWindow,
): Promise<PortfolioViews[]> {
  return db.query<PortfolioViews>(
    `SELECT portfolios.id, portfolios.title, portfolios.published,
            coalesce(sum(seen.views) FILTER (WHERE seen.day >= $2::date), 0)::integer AS views,
            coalesce(sum(seen.views) FILTER (WHERE seen.day < $2::date), 0)::integer AS "previousViews"
     FROM portfolios
     LEFT JOIN portfolio_view_days AS seen
       ON seen.provider_id = $1 AND seen.portfolio_id = portfolios.id AND seen.day BETWEEN $3::date AND $4::date
     WHERE portfolios.provider_id = $1
     GROUP BY portfolios.id
     ORDER BY views DESC, portfolios.id`,
    [providerId, window.from, window.previousFrom, window.to],
  );
}
