import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DiskVariantCache } from './disk-variant-cache';
import { ImageService, renderCost } from './image-service';
import type { ImageStorage } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { renderVariant, type RenderVariant } from './render-variant';
import { sampleJpeg } from './sample-images';
import type { VariantCache } from './variant-cache';
import type { VariantOptions } from './variant-options';

const THUMBNAIL: VariantOptions = { width: 160, height: 160, fit: 'cover', quality: 75, format: 'webp' };
/** The client a render is counted for, when a test has one client only. */
const VISITOR = '192.0.2.1';

let folder: string;
let photo: Buffer;
let run = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-service-'));
  photo = await sampleJpeg(640, 480);
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** A service on folders of its own, with the real pipeline behind a spy. */
function setup(options: { render?: RenderVariant; maxConcurrentRenders?: number } = {}) {
  run += 1;
  const storage = new LocalImageStorage(join(folder, `images-${run}`));
  const cache = new DiskVariantCache(join(folder, `cache-${run}`));
  const render = vi.fn(options.render ?? renderVariant);
  const images = new ImageService({
    storage,
    cache,
    render,
    maxConcurrentRenders: options.maxConcurrentRenders,
  });
  return { storage, cache, render, images };
}

describe('ImageService', () => {
  it('renders a variant once: later calls, even from a new instance, read the cache', async () => {
    const { storage, cache, render, images } = setup();
    await storage.put('providers/1/photo.jpg', photo);

    const first = await images.variant('providers/1/photo.jpg', THUMBNAIL, VISITOR);
    const second = await images.variant('providers/1/photo.jpg', THUMBNAIL, VISITOR);
    const restartedRender = vi.fn(renderVariant);
    const afterRestart = await new ImageService({ storage, cache, render: restartedRender }).variant(
      'providers/1/photo.jpg',
      THUMBNAIL,
      VISITOR,
    );

    expect(render).toHaveBeenCalledTimes(1);
    expect(restartedRender).not.toHaveBeenCalled();
    expect(first).not.toBeNull();
    expect(second?.equals(first as Buffer)).toBe(true);
    expect(afterRestart?.equals(first as Buffer)).toBe(true);
  });

  it('renders concurrent identical requests once, and each distinct variant once', async () => {
    const { storage, render, images } = setup();
    await storage.put('p.jpg', photo);
    const avif = { ...THUMBNAIL, format: 'avif' } as const;

    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => images.variant('p.jpg', avif, VISITOR)),
      images.variant('p.jpg', THUMBNAIL, VISITOR),
      images.variant('p.jpg', { ...THUMBNAIL, quality: 60 }, VISITOR),
    ]);

    expect(render).toHaveBeenCalledTimes(3);
    expect(answers.slice(1, 5).every((answer) => answer?.equals(answers[0] as Buffer))).toBe(true);
  });

  it('answers null for a key with nothing stored, or an invalid key, without rendering', async () => {
    const { storage, render, images } = setup();
    expect(await images.variant('providers/404.jpg', THUMBNAIL, VISITOR)).toBeNull();
    expect(await images.variant('../outside.jpg', THUMBNAIL, VISITOR)).toBeNull();
    expect(render).not.toHaveBeenCalled();
    expect(await storage.exists('providers/404.jpg')).toBe(false);
  });

  it('never writes an original: a seed key with nothing stored is null like any other', async () => {
    const { storage, render, images } = setup();
    const put = vi.spyOn(storage, 'put');
    for (let n = 1; n <= 20; n++)
      expect(await images.variant(`seed/provider-${n}.jpg`, THUMBNAIL, VISITOR)).toBeNull();
    expect(put).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
  });

  it('weighs a render by the pixels it writes and its encoder: a thumbnail costs far less than a big AVIF', () => {
    const thumbnail = renderCost({ width: 160, height: 160, fit: 'cover', quality: 75, format: 'webp' });
    const bigWebp = renderCost({ width: 1200, fit: 'cover', quality: 75, format: 'webp' });
    const bigAvif = renderCost({ width: 1200, fit: 'cover', quality: 75, format: 'avif' });
    expect(thumbnail).toBeLessThan(bigWebp);
    expect(bigWebp * 10).toBeLessThan(bigAvif);
  });

  it('runs no more renders at once than its limit, whatever the number of clients', async () => {
    let active = 0;
    let peak = 0;
    const { storage, images } = setup({
      maxConcurrentRenders: 2,
      render: async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active -= 1;
        return Buffer.from('variant');
      },
    });
    await storage.put('p.jpg', photo);
    await Promise.all(
      [100, 200, 300, 400, 500, 600].map((width, n) =>
        images.variant('p.jpg', { ...THUMBNAIL, width }, `192.0.2.${n + 1}`),
      ),
    );
    expect(peak).toBe(2);
  });

  it('starts a thumbnail before the big AVIF renders of other clients that were waiting longer', async () => {
    // In-memory storage and cache: only promise turns separate the calls, so the order is deterministic.
    const storage: ImageStorage = {
      get: (key) => Promise.resolve(key.endsWith('.jpg') ? photo : null),
      put: () => Promise.resolve(),
      delete: () => Promise.resolve(),
      exists: () => Promise.resolve(true),
    };
    const cache: VariantCache = {
      get: () => Promise.resolve(null),
      put: () => Promise.resolve(),
      forget: () => Promise.resolve(),
    };
    const started: string[] = [];
    const finishers = new Map<string, () => void>();
    const render: RenderVariant = (_original, { width, format }) => {
      const name = `${width ?? ''}.${format}`;
      started.push(name);
      return new Promise((resolve) => finishers.set(name, () => resolve(Buffer.from(name))));
    };
    const images = new ImageService({ storage, cache, render, maxConcurrentRenders: 2 });
    const big = (width: number) => ({ ...THUMBNAIL, width, height: undefined, format: 'avif' as const });
    const turn = () => new Promise((resolve) => setImmediate(resolve));

    const bigRuns = [1200, 1600, 2000, 960, 800].map((width, n) =>
      images.variant('p.jpg', big(width), `198.51.100.${n + 1}`),
    );
    await turn();
    expect(started).toEqual(['1200.avif', '1600.avif']);
    const thumbnail = images.variant('p.jpg', THUMBNAIL, VISITOR);
    await turn();
    finishers.get('1200.avif')?.();
    await turn();

    expect(started).toEqual(['1200.avif', '1600.avif', '160.webp']);
    finishers.get('160.webp')?.();
    expect((await thumbnail)?.toString()).toBe('160.webp');
    // Let the rest through, releasing whichever renders have started.
    while (started.length < 6) {
      for (const finish of finishers.values()) finish();
      await turn();
    }
    for (const finish of finishers.values()) finish();
    await Promise.all(bigRuns);
    expect(started.slice(3)).toEqual(['800.avif', '960.avif', '2000.avif']);
  });

  it('does not cache a failed render', async () => {
    const { storage, render, images } = setup();
    await storage.put('p.jpg', photo);
    render.mockRejectedValueOnce(new Error('encoder crashed'));
    await expect(images.variant('p.jpg', THUMBNAIL, VISITOR)).rejects.toThrow('encoder crashed');
    expect(await images.variant('p.jpg', THUMBNAIL, VISITOR)).not.toBeNull();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('deletes the original together with its cached variants', async () => {
    const { storage, images } = setup();
    await storage.put('p.jpg', photo);
    await images.variant('p.jpg', THUMBNAIL, VISITOR);
    await images.delete('p.jpg');
    expect(await storage.exists('p.jpg')).toBe(false);
    expect(await images.variant('p.jpg', THUMBNAIL, VISITOR)).toBeNull();
  });
});
