import { describe, expect, it } from 'vitest';
import { ManualClock } from '../test-support/test-app';
import { timedCache } from './timed-cache';

describe('timedCache', () => {
  function counted(options?: { maxEntries?: number }) {
    const clock = new ManualClock();
    const reads: string[] = [];
    const cached = timedCache(
      clock,
      1_000,
      (key: string) => key,
      async (key: string) => {
        reads.push(key);
        return `${key}:${reads.length}`;
      },
      options,
    );
    return { clock, reads, cached };
  }

  it('reads a key once per time-to-live', async () => {
    const { clock, reads, cached } = counted();
    expect(await cached('a')).toBe('a:1');
    expect(await cached('a')).toBe('a:1');
    clock.advance(1_000);
    expect(await cached('a')).toBe('a:2');
    expect(reads).toEqual(['a', 'a']);
  });

  it('keeps at most maxEntries keys, dropping the one read longest ago', async () => {
    const { reads, cached } = counted({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c', 'b', 'a']) await cached(key);
    expect(reads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('reads every key again once cleared', async () => {
    const { reads, cached } = counted();
    await cached('a');
    await cached('b');
    cached.clear();
    expect(await cached('a')).toBe('a:3');
    expect(reads).toEqual(['a', 'b', 'a']);
  });
});
