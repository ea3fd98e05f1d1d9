import type { Clock } from '../http/clock';
import type { CacheMeter } from './cache-meter';

export interface TimedCacheOptions {
  /**
   * The most entries kept; past it the entry stored longest ago is dropped. Without it, keys must come from a
   * bounded set (countries, areas, listings); with it, a caller can key by page without an attacker growing
   * the map by asking for every page.
   */
  maxEntries?: number;
  /** Counts each call served from the cache (a read under way shared counts as served) or read anew. */
  meter?: CacheMeter;
}

/** A cached read, and a way to forget every value it keeps. */
export type TimedCache<Input, Value> = ((input: Input) => Promise<Value>) & { clear(): void };

/**
 * `read` wrapped so that each key is read at most once every `ttlMs` (by `clock`); callers asking while a
 * read is under way share it, and a failed read is forgotten at once.
 */
export function timedCache<Input, Value>(
  clock: Clock,
  ttlMs: number,
  keyOf: (input: Input) => string,
  read: (input: Input) => Promise<Value>,
  { maxEntries = Infinity, meter }: TimedCacheOptions = {},
): TimedCache<Input, Value> {
  const entries = new Map<string, { readAt: number; value: Promise<Value> }>();
  const cachedRead = (input: Input) => {
    const key = keyOf(input);
    const now = clock.now().getTime();
    const cached = entries.get(key);
    if (cached && now - cached.readAt < ttlMs) {
      meter?.hit();
      return cached.value;
    }
    meter?.miss();
    const value = read(input);
    // Re-inserted, so the map's order stays the order entries were read in: the first is the oldest.
    entries.delete(key);
    entries.set(key, { readAt: now, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => entries.delete(key));
    return value;
  };
  return Object.assign(cachedRead, { clear: () => entries.clear() });
}
