import type { CacheMeter } from '@server/cache/cache-meter';

/** A rendered listing page, and what it is true for. */
export interface CachedListing {
  /** The directory's version (directoryVersion) read before the page's data. */
  version: string;
  /** The page changes with time alone at this moment (epoch ms): a card's "recently active" mark ends. */
  expiresAt: number;
  page: Buffer;
}

export interface ListingCache {
  /** The page kept for `key`, if it was rendered at `version` and has not expired at `now`. */
  get(key: string, version: string, now: Date): Buffer | undefined;
  set(key: string, listing: CachedListing): void;
  /** Bytes of pages kept, for tests and metrics. */
  readonly bytes: number;
}

/**
 * Rendered listing pages in memory, by site and path, least recently used dropped first past `maxBytes`.
 * A page is only served at the directory version it was rendered at, and before its cards change with time.
 */
export function listingCache({ maxBytes, meter }: { maxBytes: number; meter?: CacheMeter }): ListingCache {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used first.
  const entries = new Map<string, CachedListing>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.length;
  };
  return {
    get(key, version, now) {
      const entry = entries.get(key);
      if (!entry || entry.version !== version || now.getTime() >= entry.expiresAt) {
        forget(key);
        meter?.miss();
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      meter?.hit();
      return entry.page;
    },
    set(key, listing) {
      forget(key);
      if (listing.page.length > maxBytes) return;
      entries.set(key, listing);
      bytes += listing.page.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
