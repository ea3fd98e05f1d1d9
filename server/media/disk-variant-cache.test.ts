import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskVariantCache } from './disk-variant-cache';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'variant-cache-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const bytes = (size: number) => Buffer.alloc(size, 1);

describe('DiskVariantCache', () => {
  it('keeps every variant while under its bound', async () => {
    const cache = new DiskVariantCache(folder, 1_000);
    await cache.put('a.jpg', '160x160.webp', bytes(100));
    await cache.put('b.jpg', '160x160.webp', bytes(100));
    expect(await cache.get('a.jpg', '160x160.webp')).toEqual(bytes(100));
    expect(await cache.size()).toBe(200);
  });

  it('deletes the variants used least recently once past its bound', async () => {
    const cache = new DiskVariantCache(folder, 250);
    await cache.put('a.jpg', '160x.webp', bytes(100));
    await cache.put('b.jpg', '160x.webp', bytes(100));
    await cache.get('a.jpg', '160x.webp');
    await cache.put('c.jpg', '160x.webp', bytes(100));
    expect(await cache.get('b.jpg', '160x.webp')).toBeNull();
    expect(await cache.get('a.jpg', '160x.webp')).not.toBeNull();
    expect(await cache.get('c.jpg', '160x.webp')).not.toBeNull();
    expect(await cache.size()).toBe(200);
  });

  it('counts what an earlier process left in the folder', async () => {
    const earlier = new DiskVariantCache(folder);
    await earlier.put('a.jpg', '160x.webp', bytes(100));
    await earlier.put('b.jpg', '160x.webp', bytes(100));
    const next = new DiskVariantCache(folder, 250);
    expect(await next.size()).toBe(200);
    await next.put('c.jpg', '160x.webp', bytes(100));
    expect(await next.size()).toBeLessThanOrEqual(250);
    expect(await next.get('c.jpg', '160x.webp')).not.toBeNull();
  });

  it('forgets every variant of one original, and their bytes', async () => {
    const cache = new DiskVariantCache(folder, 1_000);
    await cache.put('a.jpg', '160x.webp', bytes(100));
    await cache.put('a.jpg', '320x.webp', bytes(100));
    await cache.put('b.jpg', '160x.webp', bytes(100));
    await cache.forget('a.jpg');
    expect(await cache.get('a.jpg', '160x.webp')).toBeNull();
    expect(await cache.size()).toBe(100);
  });
});
