import { describe, expect, it } from 'vitest';
import { pageCache } from './versioned-cache';

const NOW = new Date('2026-06-01T10:00:00Z');

describe('pageCache', () => {
  const page = (bytes: number) => Buffer.alloc(bytes, 'x');

  it('serves a page at the version it was rendered at, before it expires', () => {
    const cache = pageCache({ maxBytes: 1000 });
    cache.set('FR /', { version: '7', expiresAt: NOW.getTime() + 10, page: page(100) });
    expect(cache.get('FR /', '7', NOW)?.page.length).toBe(100);
    expect(cache.get('BE /', '7', NOW)).toBeUndefined();
    expect(cache.get('FR /', '8', NOW)).toBeUndefined();
    expect(cache.get('FR /', '7', NOW)).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.set('FR /', { version: '8', expiresAt: NOW.getTime() + 10, page: page(100) });
    expect(cache.get('FR /', '8', new Date(NOW.getTime() + 10))).toBeUndefined();
  });

  it('keeps at most maxBytes, dropping the page used longest ago', () => {
    const cache = pageCache({ maxBytes: 250 });
    const keep = (key: string, bytes = 100) =>
      cache.set(key, { version: '1', expiresAt: Infinity, page: page(bytes) });
    keep('a');
    keep('b');
    cache.get('a', '1', NOW);
    keep('c');
    expect(['a', 'b', 'c'].map((key) => cache.get(key, '1', NOW) !== undefined)).toEqual([true, false, true]);
    expect(cache.bytes).toBe(200);
    keep('too big', 251);
    expect(cache.get('too big', '1', NOW)).toBeUndefined();
    expect(cache.bytes).toBe(200);
  });
});
