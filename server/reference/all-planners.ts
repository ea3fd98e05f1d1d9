import { allPlanners, PLANNERS_PAGE_SIZE, type PlannerSummary } from '@shared/api/contract/reference';
import { pageCountOf } from '@shared/api/contract/page-number';
import type { CountryCode } from '@shared/sites';
import { timedCache } from '../cache/timed-cache';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';

/** A page is read again once browsers and proxies may no longer keep it (the contract's public cache). */
export const ALL_PLANNERS_TTL_MS = allPlanners.publicCache.maxAgeSeconds * 1000;

/** Pages kept: the first pages of every country are what pickers ask for; deeper ones come and go. */
const MAX_CACHED_PAGES = 200;

interface PlannersPage {
  country?: CountryCode;
  page: number;
}

/**
 * The published planners by name, one page at a time, each page read at most once every few minutes per
 * process: the list is public and the same for everyone, so a flood of calls costs the database nothing more.
 * The count is cached per country, the pages read an index in name order (migration 008).
 */
export function createAllPlanners(db: Queryable, clock: Clock) {
  const totals = timedCache(
    clock,
    ALL_PLANNERS_TTL_MS,
    (country: CountryCode | undefined) => country ?? '',
    async (country) => {
      const [row] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM providers WHERE published AND ($1::text IS NULL OR country = $1)',
        [country ?? null],
      );
      return row?.total ?? 0;
    },
  );
  const pages = timedCache(
    clock,
    ALL_PLANNERS_TTL_MS,
    ({ country, page }: PlannersPage) => `${country ?? ''}:${page}`,
    ({ country, page }) =>
      db.query<PlannerSummary>(
        `SELECT id, name, slug, city, country FROM providers
         WHERE published AND ($1::text IS NULL OR country = $1)
         ORDER BY name, id LIMIT $2 OFFSET $3`,
        [country ?? null, PLANNERS_PAGE_SIZE, (page - 1) * PLANNERS_PAGE_SIZE],
      ),
    { maxEntries: MAX_CACHED_PAGES },
  );
  return async (request: PlannersPage) => {
    const [total, planners] = await Promise.all([totals(request.country), pages(request)]);
    return { planners, page: request.page, pageCount: pageCountOf(total, PLANNERS_PAGE_SIZE), total };
  };
}
