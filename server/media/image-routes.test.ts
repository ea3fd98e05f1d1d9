import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageUrl } from '@shared/api/image-url';
import type { Database } from '../db/database';
import { startTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { DiskVariantCache } from './disk-variant-cache';
import { IMAGE_REQUESTS_PER_MINUTE, registerImageRoutes } from './image-routes';
import { ImageService } from './image-service';
import { LocalImageStorage } from './local-image-storage';
import { renderVariant, type RenderVariant } from './render-variant';
import { formatOf, sampleJpeg } from './sample-images';
import { placeholderKey } from '../seed/placeholder-images';
import { renderSeedPlaceholder } from './seed-placeholder';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const PHOTO = 'providers/41/photo.jpg';

let folder: string;
let storage: LocalImageStorage;
const render = vi.fn(renderVariant);
let app: FastifyInstance;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'image-routes-'));
  storage = new LocalImageStorage(join(folder, 'images'));
  await storage.put(PHOTO, await sampleJpeg(640, 480));
  // Readable files just outside the storage: a traversal that worked would serve them.
  await writeFile(join(folder, 'secret.txt'), 'TOP SECRET');
  await writeFile(join(folder, 'outside.jpg'), await sampleJpeg(40, 40));
  await mkdir(join(folder, 'images', 'seed'), { recursive: true });

  app = Fastify();
  registerImageRoutes(
    app,
    new ImageService({ storage, cache: new DiskVariantCache(join(folder, 'cache')), render }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(folder, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function sizeOf(bytes: Buffer): Promise<[number | undefined, number | undefined]> {
  const { width, height } = await sharp(bytes).metadata();
  return [width, height];
}

describe('GET /images/*: format', () => {
  it.each([
    [CHROME_ACCEPT, 'avif'],
    ['image/webp,*/*', 'webp'],
    ['*/*', 'jpeg'],
  ] as const)('Accept %s → %s, varying by Accept and cached for a year', async (accept, format) => {
    const response = await get(imageUrl(PHOTO, { width: 160, height: 160 }), { accept });
    expect(response.statusCode).toBe(200);
    expect(formatOf(response.rawPayload)).toBe(format);
    expect(response.headers['content-type']).toBe(`image/${format}`);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('obeys format= whatever the Accept header says, and then does not vary by Accept', async () => {
    const response = await get(`${imageUrl(PHOTO, { width: 160 })}&format=jpeg`, { accept: CHROME_ACCEPT });
    expect(formatOf(response.rawPayload)).toBe('jpeg');
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers 304 to a request holding the current ETag', async () => {
    const url = imageUrl(PHOTO, { width: 100 });
    const first = await get(url, { accept: 'image/webp' });
    const again = await get(url, { accept: 'image/webp', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe('GET /images/*: size', () => {
  it.each([
    ['w=160&h=160', [160, 160]],
    ['w=320', [320, 240]],
    ['h=120', [160, 120]],
    ['w=240&h=240&fit=contain', [240, 180]],
    ['w=240&h=120&fit=cover', [240, 120]],
    ['w=2000', [640, 480]],
    ['', [640, 480]],
  ])('%s → %j', async (query, size) => {
    const response = await get(`/images/${PHOTO}?${query}&format=webp`);
    expect(response.statusCode).toBe(200);
    expect(await sizeOf(response.rawPayload)).toEqual(size);
  });

  it('changes the bytes with q', async () => {
    const low = await get(`/images/${PHOTO}?w=320&q=40&format=jpeg`);
    const high = await get(`/images/${PHOTO}?w=320&q=90&format=jpeg`);
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
  });
});

describe('GET /images/*: variant cache', () => {
  it('renders a variant on the first request only', async () => {
    const url = `${imageUrl(PHOTO, { width: 123, height: 45 })}&q=60`;
    const before = render.mock.calls.length;
    const first = await get(url, { accept: CHROME_ACCEPT });
    const second = await get(url, { accept: CHROME_ACCEPT });
    expect(render.mock.calls.length - before).toBe(1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});

describe('GET /images/*: refusals', () => {
  it.each([
    ['w=0', 'w'],
    ['w=abc', 'w'],
    ['h=2001', 'h'],
    ['w=12.5', 'w'],
    ['w=10&w=20', 'w'],
    ['q=10', 'q'],
    ['w=161', 'w'],
    ['h=1999', 'h'],
    ['q=61', 'q'],
    ['fit=fill', 'fit'],
    ['format=gif', 'format'],
  ])('%s → 400 naming %s', async (query, name) => {
    const response = await get(`/images/${PHOTO}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('answers 404 for a key with nothing stored, and never caches the answer for long', async () => {
    const response = await get('/images/providers/41/missing.jpg?w=120');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each([
    '/images/../../etc/passwd',
    '/images/../secret.txt',
    '/images/../outside.jpg',
    '/images/%2e%2e/outside.jpg',
    '/images/%2E%2E/%2E%2E/etc/passwd',
    '/images/..%2foutside.jpg',
    '/images/seed%2f..%2f..%2foutside.jpg',
    '/images/seed/..%2F..%2Foutside.jpg',
    '/images/%2fetc%2fpasswd',
    '/images//etc/passwd',
    '/images/..%5c..%5coutside.jpg',
    '/images/outside.jpg%00.png',
    '/images/%252e%252e/outside.jpg',
    '/images/%c0%ae%c0%ae/outside.jpg',
    '/images/%',
    '/images/',
  ])('%s → 400 or 404, never a file outside the storage', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.headers['content-type']).not.toMatch(/^image\//);
    expect(response.body).not.toContain('TOP SECRET');
    expect(response.body).not.toContain('root:');
  });
});

describe('GET /images/*: refusals over a real socket', () => {
  // app.inject resolves `..` like a browser does; a raw client (curl --path-as-is) sends it as written.
  it.each(['/images/../outside.jpg', '/images/../../etc/passwd', '/images/seed/../../secret.txt'])(
    '%s → 400, never a file outside the storage',
    async (path) => {
      const server = Fastify();
      registerImageRoutes(
        server,
        new ImageService({ storage, cache: new DiskVariantCache(join(folder, 'cache')) }),
      );
      const address = await server.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { status, body } = await rawGet(address, path);
        expect(status).toBe(400);
        expect(body).not.toContain('TOP SECRET');
        expect(body).not.toContain('root:');
      } finally {
        await server.close();
      }
    },
  );
});

/** A GET that sends its path byte for byte, unlike fetch, which resolves dot segments. */
function rawGet(address: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(address);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /images/seed/*', () => {
  it('answers 404 for seed keys with nothing stored, and writes nothing, however many are asked for', async () => {
    for (let n = 1; n <= 20; n++) {
      expect((await get(imageUrl(`seed/provider-${n}.jpg`, { width: 160 }))).statusCode).toBe(404);
    }
    expect(await readdir(join(folder, 'images', 'seed'))).toEqual([]);
  });
});

describe('the image route in the application', () => {
  // The route writes nothing to the database: its tests share one, migrated once.
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());

  it('serves images from DATA_DIR and answers refusals in the caller’s language', async () => {
    const dataDir = join(folder, 'data');
    const test = await startTestApp({ db, env: { DATA_DIR: dataDir } });
    try {
      const key = placeholderKey(0);
      await new LocalImageStorage(join(dataDir, 'images')).put(key, await renderSeedPlaceholder(key));
      const image = await test.app.inject({ url: imageUrl(key, { width: 64 }), headers: { accept: '*/*' } });
      expect(image.statusCode).toBe(200);
      expect(formatOf(image.rawPayload)).toBe('jpeg');

      const refused = await test.app.inject({
        url: `/images/${key}?w=5000`,
        headers: { 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^The w parameter must be one of: 40, 80, 120, 160,/);
    } finally {
      await test.close();
    }
  });

  it('limits each client address, not the others', async () => {
    const test = await startTestApp({ db, env: { DATA_DIR: join(folder, 'limited') } });
    try {
      const key = placeholderKey(1);
      await new LocalImageStorage(join(folder, 'limited', 'images')).put(key, await sampleJpeg(80, 80));
      const url = imageUrl(key, { width: 40 });
      const from = (remoteAddress: string) => test.app.inject({ url, remoteAddress });
      const statuses: number[] = [];
      for (let n = 0; n <= IMAGE_REQUESTS_PER_MINUTE; n++)
        statuses.push((await from('192.0.2.1')).statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(IMAGE_REQUESTS_PER_MINUTE);
      expect(statuses.at(-1)).toBe(429);
      expect((await from('192.0.2.2')).statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });

  it('renders another visitor’s thumbnail while one client’s uncached big AVIFs fill its share of the queue', async () => {
    const storage = new LocalImageStorage(join(folder, 'fair-images'));
    const greedyKeys = Array.from({ length: 11 }, (_, n) => `providers/50/photo-${n}.jpg`);
    const small = await sampleJpeg(48, 32);
    for (const key of [...greedyKeys, 'providers/51/photo.jpg']) await storage.put(key, small);
    // The big renders stay running until the test lets them go, as slow AVIF encodes would.
    let releaseBigRenders: () => void = () => undefined;
    const bigRendersReleased = new Promise<void>((resolve) => (releaseBigRenders = resolve));
    const render: RenderVariant = async (original, options) => {
      if (options.width === 2000) await bigRendersReleased;
      return renderVariant(original, options);
    };
    const images = new ImageService({
      storage,
      cache: new DiskVariantCache(join(folder, 'fair-cache')),
      maxConcurrentRenders: 2,
      maxWaitingRenders: 8,
      render,
    });
    const test = await startTestApp({ db, env: { TRUST_PROXY: '1' }, images });
    const from = (client: string, url: string) =>
      test.app.inject({ url, headers: { accept: CHROME_ACCEPT, 'x-forwarded-for': client } });
    try {
      // One more than the slots and the waiting line together: the first answer is a refusal, sent once this
      // client holds all it may of the queue.
      const greedy = greedyKeys.map((key) => from('203.0.113.66', `/images/${key}?w=2000&format=avif`));
      await Promise.race(greedy);

      const thumbnail = await from(
        '198.51.100.7',
        imageUrl('providers/51/photo.jpg', { width: 160, height: 160 }),
      );
      expect(thumbnail.statusCode).toBe(200);
      expect(formatOf(thumbnail.rawPayload)).toBe('avif');

      releaseBigRenders();
      const answers = await Promise.all(greedy);
      // Its share: one of the two slots, and a quarter of the eight waiting places.
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1 + 2);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 429));
      expect(refused.map((answer) => answer.headers['retry-after'])).toEqual(refused.map(() => '5'));
    } finally {
      releaseBigRenders();
      await test.close();
    }
  });
});

describe('GET /images/*: renders under load', () => {
  it('answers 503 with Retry-After when too many renders are already waiting', async () => {
    let release: () => void = () => undefined;
    let rendering: () => void = () => undefined;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const started = new Promise<void>((resolve) => (rendering = resolve));
    const busy = Fastify();
    registerImageRoutes(
      busy,
      new ImageService({
        storage,
        cache: new DiskVariantCache(join(folder, 'busy-cache')),
        maxConcurrentRenders: 1,
        maxWaitingRenders: 0,
        render: async (original, options) => {
          rendering();
          await blocked;
          return renderVariant(original, options);
        },
      }),
    );
    const first = busy.inject({ url: `/images/${PHOTO}?w=160&format=webp` });
    await started;
    const refused = await busy.inject({ url: `/images/${PHOTO}?w=320&format=webp` });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    release();
    expect((await first).statusCode).toBe(200);
    await busy.close();
  });
});
