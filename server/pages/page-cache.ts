/** A rendered page, and what it is true for. */
export interface KeptPage {
  /** The directory's version (directoryVersion) read before the page's data. */
  version: string;
  /** The page changes with time alone at this moment (epoch ms): a "recently active" mark ends. */
  expiresAt: number;
  page: Buffer;
}

export interface PageCache<Kept extends KeptPage> {
  /** What is kept for `key`, if it was rendered at `version` and has not expired at `now`. */
  get(key: string, version: string, now: Date): Kept | undefined;
  set(key: string, kept: Kept): void;
  /** Bytes of pages kept, for tests and metrics. */
  readonly bytes: number;
}

/**
 * Rendered pages in memory, by key (site and path), least recently used dropped first past `maxBytes`. A page
 * is only served at the directory version it was rendered at, and before it changes with time: several
 * instances on one database each keep their own pages, and none serves one older than the version it reads.
 */
export function pageCache<Kept extends KeptPage = KeptPage>({
  maxBytes,
}: {
  maxBytes: number;
}): PageCache<Kept> {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used first.
  const entries = new Map<string, Kept>();
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
      if (!entry) return undefined;
      if (entry.version !== version || now.getTime() >= entry.expiresAt) {
        forget(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, kept) {
      forget(key);
      if (kept.page.length > maxBytes) return;
      entries.set(key, kept);
      bytes += kept.page.length;
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
