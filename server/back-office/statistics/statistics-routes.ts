import type { FastifyInstance } from 'fastify';
import * as statisticsApi from '@shared/api/contract/back-office/statistics';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import {
  periodOf,
  portfolioViews,
  profileViews,
  requestRates,
  statisticsWindow,
  unlockCosts,
} from './provider-statistics';

/**
 * The provider's statistics (docs/product/back-office.md#statistics). Each answer that reads views first writes
 * the views this instance holds in memory (server/statistics/view-counter.ts), so that a provider looking at its
 * page sees the visits of a moment ago; a back-office read waits for that write, a public page never does.
 */
export function registerStatisticsRoutes(
  app: FastifyInstance,
  { db, clock, views }: BackOfficeDependencies,
): void {
  registerEndpoint(app, statisticsApi.views, async ({ caller, input }) => {
    await views.flush();
    const window = statisticsWindow(input.days, clock.now());
    return { period: periodOf(window), ...(await profileViews(db, caller.providerId, window)) };
  });

  registerEndpoint(app, statisticsApi.rates, async ({ caller, input }) => {
    await views.flush();
    const now = clock.now();
    const window = statisticsWindow(input.days, now);
    const current = { start: window.start, end: window.end };
    const previous = { start: window.previousStart, end: window.start };
    const [seen, currentRates, previousRates, currentCosts, previousCosts] = await Promise.all([
      profileViews(db, caller.providerId, window),
      requestRates(db, caller.providerId, current, now),
      requestRates(db, caller.providerId, previous, now),
      unlockCosts(db, caller.providerId, current),
      unlockCosts(db, caller.providerId, previous),
    ]);
    return {
      period: periodOf(window),
      current: currentRates,
      previous: previousRates,
      funnel: {
        views: seen.total,
        requests: currentRates.requests,
        unlocks: currentRates.unlocks,
        ...currentCosts,
      },
      previousFunnel: {
        views: seen.previousTotal,
        requests: previousRates.requests,
        unlocks: previousRates.unlocks,
        ...previousCosts,
      },
    };
  });

  registerEndpoint(app, statisticsApi.portfolioViews, async ({ caller, input }) => {
    await views.flush();
    const window = statisticsWindow(input.days, clock.now());
    const portfolios = await portfolioViews(db, caller.providerId, window);
    return {
      period: periodOf(window),
      portfolios,
      total: portfolios.reduce((sum, each) => sum + each.views, 0),
      previousTotal: portfolios.reduce((sum, each) => sum + each.previousViews, 0),
    };
  });
}
