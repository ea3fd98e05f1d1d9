import type { CacheMeter } from './cache-meter';

/** What is kept, and what it is true for. */
export interface Versioned {
  /** The directory's version (directoryVersion) read before what is kept was read. */
  version: string;
  /** What is kept changes with time alone at this moment (epoch ms): a "recently active" mark ends. */
  expiresAt: number;
}

export interface VersionedCache<Kept extends Versioned> {
  /** What is kept for `key`, if it was read at `version` and has not expired at `now`. */
  get(key: string, version: string, now: Date): Kept | undefined;
  set(key: string, kept: Kept): void;
  /** Bytes kept, for tests and metrics. */
  readonly bytes: number;
}

/**
 * Rendered pages or answers in memory, by key, least recently used dropped first past `maxBytes` (as
 * `bytesOf` counts them). What is kept is only served at the directory version it was read at, and before it
 * changes with time: several instances on one database each keep their own, and none serves anything older
 * than the version it reads for the request.
 */
export function versionedCache<Kept extends Versioned>({
  maxBytes,
  bytesOf,
  meter,
}: {
  maxBytes: number;
  bytesOf: (kept: Kept) => number;
  /** Counts the hits and misses (the operator's hit rate); none counts nothing. */
  meter?: CacheMeter | undefined;
}): VersionedCache<Kept> {
  // A Map iterates in insertion order: re-inserting on each use keeps the least recently used first.
  const entries = new Map<string, { kept: Kept; bytes: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    get(key, version, now) {
      const entry = entries.get(key);
      if (!entry || entry.kept.version !== version || now.getTime() >= entry.kept.expiresAt) {
        forget(key);
        meter?.miss();
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      meter?.hit();
      return entry.kept;
    },
    set(key, kept) {
      forget(key);
      const size = bytesOf(kept);
      if (size > maxBytes) return;
      entries.set(key, { kept, bytes: size });
      bytes += size;
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

/** A rendered page kept whole, as it is sent. */
export interface KeptPage extends Versioned {
  page: Buffer;
}

/** Rendered pages, counted by their bytes. */
export function pageCache<Kept extends KeptPage>({
  maxBytes,
  meter,
}: {
  maxBytes: number;
  meter?: CacheMeter | undefined;
}): VersionedCache<Kept> {
  return versionedCache<Kept>({ maxBytes, bytesOf: (kept) => kept.page.length, meter });
}
