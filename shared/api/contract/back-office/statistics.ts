import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';

/**
 * The provider's statistics (docs/product/back-office.md#statistics), over a period of the last 7, 30, 90 or
 * 365 days (today, in UTC, included) beside the period of as many days before it: the views of its profile per
 * day, counted on the server once per visitor and day with robots left out; its rates (response, unlock,
 * decline) with the funnel views → requests → unlocks and what an unlocked request cost in credits; the views
 * of each portfolio's own page.
 */

export const STATISTICS_PERIODS = [7, 30, 90, 365] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** `days`, as a query string writes it (or a JSON number): one of the periods, nothing else. */
const periodSchema = v.optional(
  v.pipe(
    v.union(
      [v.picklist(STATISTICS_PERIODS.map(String)), v.picklist(STATISTICS_PERIODS)],
      'backOfficeStatistics.periodUnknown',
    ),
    v.transform((days) => Number(days) as StatisticsPeriod),
  ),
  '30',
);
const periodRequest = v.object({ days: periodSchema });

/** The period an answer covers: its first and last day (`YYYY-MM-DD`, UTC) and the previous one's. */
const periodSchemaOut = v.object({
  days: v.picklist(STATISTICS_PERIODS),
  from: v.string(),
  to: v.string(),
  previousFrom: v.string(),
  previousTo: v.string(),
});

export const dailyViewsSchema = v.object({
  /** `YYYY-MM-DD`. */
  date: v.string(),
  views: v.number(),
});
export type DailyViews = v.InferOutput<typeof dailyViewsSchema>;

export const viewsAnswerSchema = v.object({
  period: periodSchemaOut,
  /** One entry per day of the period, oldest first, a day without a view at 0. */
  daily: v.array(dailyViewsSchema),
  total: v.number(),
  previousTotal: v.number(),
});
export type ViewsAnswer = v.InferOutput<typeof viewsAnswerSchema>;

/** A period's requests and what became of them. */
export const requestRatesSchema = v.object({
  /** Requests sent to the provider over the period. */
  requests: v.number(),
  /**
   * The requests the response rate counts: answered ones, and unanswered ones whose response window has passed
   * (one still inside it does not lower the rate), as the "responds quickly" mark counts them.
   */
  counted: v.number(),
  /** Accepted (unlocked) or declined. */
  responses: v.number(),
  /** responses / counted, from 0 to 1; null without a request counted. */
  responseRate: v.nullable(v.number()),
  /** The median time from a request's sending to its answer, in minutes; null without an answer. */
  medianResponseMinutes: v.nullable(v.number()),
  unlocks: v.number(),
  /** unlocks / requests; null without a request. */
  unlockRate: v.nullable(v.number()),
  declines: v.number(),
  /** declines / requests; null without a request. */
  declineRate: v.nullable(v.number()),
});
export type RequestRates = v.InferOutput<typeof requestRatesSchema>;

/** The funnel of a period: profile views, the requests sent, the requests unlocked; and what unlocks cost. */
export const funnelSchema = v.object({
  views: v.number(),
  requests: v.number(),
  unlocks: v.number(),
  /** Credits the ledger's unlocks of the period took, less what was refunded of them. */
  creditsSpent: v.number(),
  /** The unlocks of the period the ledger kept (not refunded). */
  unlocksPaid: v.number(),
  /** creditsSpent / unlocksPaid, in credits; null without one. */
  costPerUnlock: v.nullable(v.number()),
});
export type Funnel = v.InferOutput<typeof funnelSchema>;

export const ratesAnswerSchema = v.object({
  period: periodSchemaOut,
  current: requestRatesSchema,
  previous: requestRatesSchema,
  funnel: funnelSchema,
  previousFunnel: funnelSchema,
});
export type RatesAnswer = v.InferOutput<typeof ratesAnswerSchema>;

export const portfolioViewsSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Whether the profile shows it now: an unpublished one keeps the views it had. */
  published: v.boolean(),
  views: v.number(),
  previousViews: v.number(),
});
export type PortfolioViews = v.InferOutput<typeof portfolioViewsSchema>;

export const portfolioViewsAnswerSchema = v.object({
  period: periodSchemaOut,
  /** Every portfolio of the provider's, the most viewed first. */
  portfolios: v.array(portfolioViewsSchema),
  total: v.number(),
  previousTotal: v.number(),
});
export type PortfolioViewsAnswer = v.InferOutput<typeof portfolioViewsAnswerSchema>;

export const views = endpoint({
  name: 'pro_statistics_views',
  method: 'GET',
  path: '/api/statistics/views',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The views of the provider’s public profile per day over the last `days` (7, 30, 90 or 365; 30 by default; today in UTC included), each day present (0 without a view), with the total of the period and of the previous one. A view is counted once per visitor and day; robots, prefetches and HEAD requests are not counted.',
  request: periodRequest,
  response: viewsAnswerSchema,
  example: { input: { days: '30' } },
});

export const rates = endpoint({
  name: 'pro_statistics_rates',
  method: 'GET',
  path: '/api/statistics/rates',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Over the last `days` (7, 30, 90 or 365; 30 by default) and the previous period: the requests the provider received, its response rate and median response time, its unlock and decline rates, the funnel views → requests → unlocks, and the cost of an unlocked request in credits from the ledger (its unlocks less their refunds).',
  request: periodRequest,
  response: ratesAnswerSchema,
  example: { input: { days: '90' } },
});

export const portfolioViews = endpoint({
  name: 'pro_statistics_portfolio_views',
  method: 'GET',
  path: '/api/statistics/portfolio-views',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The views of each of the provider’s portfolios’ own public page over the last `days` (7, 30, 90 or 365; 30 by default) and the previous period, the most viewed first, counted as the profile’s views are.',
  request: periodRequest,
  response: portfolioViewsAnswerSchema,
  example: { input: { days: '7' } },
});
