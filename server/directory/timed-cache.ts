import type { Clock } from '../http/clock';

/**
 * `read` wrapped so that each key is read at most once every `ttlMs` (by `clock`); callers asking while a
 * read is under way share it, and a failed read is forgotten at once. Keys come from bounded sets (countries,
 * areas, listings), so entries are never evicted.
 */
export function timedCache<Input, Value>(
  clock: Clock,
  ttlMs: number,
  keyOf: (input: Input) => string,
  read: (input: Input) => Promise<Value>,
): (input: Input) => Promise<Value> {
  const entries = new Map<string, { readAt: number; value: Promise<Value> }>();
  return (input) => {
    const key = keyOf(input);
    const now = clock.now().getTime();
    const cached = entries.get(key);
    if (cached && now - cached.readAt < ttlMs) return cached.value;
    const value = read(input);
    entries.set(key, { readAt: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
