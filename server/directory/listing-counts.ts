import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { AREA_COUNTS_TTL_MS } from './areas';
import { countListing, type ListingQuery } from './list-providers';
import type { CacheMeter } from '../cache/cache-meter';
import { timedCache } from '../cache/timed-cache';

/** The size of a listing (a scope, and a service or not), counted at most every AREA_COUNTS_TTL_MS. */
export type ListingCounts = (listing: Pick<ListingQuery, 'scope' | 'serviceId'>) => Promise<number>;

/**
 * One per process: counting a country's providers offering a service reads tens of thousands of index
 * entries, and every search of that listing would otherwise pay it. A new provider shows in the counts
 * within the same delay as in the area counts.
 */
export function createListingCounts(db: Queryable, clock: Clock, meter?: CacheMeter): ListingCounts {
  return timedCache(
    clock,
    AREA_COUNTS_TTL_MS,
    ({ scope, serviceId }) =>
      `${scope.level}:${scope.level === 'country' ? scope.country : scope.id}:${serviceId ?? ''}`,
    (listing) => countListing(db, listing),
    { meter },
  );
}
