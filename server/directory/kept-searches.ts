import type { CacheMeter } from '@server/cache/cache-meter';
import type { DirectorySearchResult } from '@shared/api/contract/directory';
import { versionedCache, type Versioned } from '../cache/versioned-cache';
import type { Queryable } from '../db/database';
import { AREA_COUNTS_TTL_MS } from './areas';
import { directoryVersion } from './directory-version';
import type { ListingCounts } from './listing-counts';
import { searchDirectory, type DirectorySearch } from './search-directory';

/** Memory given to kept answers (10 to 15 kB of JSON a page of cards): the most asked few thousand. */
const KEPT_SEARCHES_BYTES = 32 * 1024 * 1024;

interface KeptSearch extends Versioned {
  result: DirectorySearchResult;
  /** Its JSON's length, which the cache counts. */
  bytes: number;
}

export type KeptSearches = (
  search: DirectorySearch,
  page: number,
  now: Date,
) => Promise<DirectorySearchResult>;

/** One key per search, whatever order its filters came in. */
function keyOf(search: DirectorySearch, page: number): string {
  return JSON.stringify([...Object.entries(search).sort(([a], [b]) => (a < b ? -1 : 1)), page]);
}

/**
 * `searchDirectory` with its answers kept in memory under the directory's version, as listing pages are: the
 * triggers move the version with every write to what a search reads (migrations 012, 039), so a kept answer
 * is never older than the version read for the request, whichever instance wrote. It also expires when a
 * card's "recently active" mark ends, and after AREA_COUNTS_TTL_MS, the age its count may have (the cached
 * listing counts). A refused search (an unknown service, region or city) is not kept.
 */
export function keptSearches({
  db,
  counts,
  meter,
}: {
  db: Queryable;
  counts: ListingCounts;
  meter?: CacheMeter;
}): KeptSearches {
  const kept = versionedCache<KeptSearch>({
    maxBytes: KEPT_SEARCHES_BYTES,
    bytesOf: (each) => each.bytes,
    meter,
  });
  return async (search, page, now) => {
    // The version first: what is read after it is at least that new (directory-version.ts).
    const version = await directoryVersion(db);
    const key = keyOf(search, page);
    const known = kept.get(key, version, now);
    if (known) return known.result;
    const { result, marksChangeAt } = await searchDirectory({ db, counts }, search, page, now);
    const countsExpire = now.getTime() + AREA_COUNTS_TTL_MS;
    kept.set(key, {
      version,
      expiresAt: Math.min(marksChangeAt?.getTime() ?? Infinity, countsExpire),
      result,
      bytes: JSON.stringify(result).length,
    });
    return result;
  };
}
