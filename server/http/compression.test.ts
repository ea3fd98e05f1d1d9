import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as openApiApi from '@shared/api/contract/openapi';
import { startTestApp, type TestApp } from '../test-support/test-app';
import {
  COMPRESSION_THRESHOLD_BYTES,
  compressOnce,
  registerCompression,
  varyWithEncoding,
} from './compression';

const HTML = 'text/html; charset=utf-8';
/** A page well above the threshold, of the kind the directory sends. */
const PAGE = `<!doctype html><main>${'<article class="card"><h2>Wedding planner</h2></article>'.repeat(100)}</main>`;
/** A page sent again and again as the same Buffer, as the listing cache does. */
const KEPT_PAGE = compressOnce(Buffer.from(PAGE));
const SMALL_PAGE = '<!doctype html><p>Hi</p>';
const ITEMS = Array.from({ length: 200 }, (_, id) => ({ id, name: `Provider ${id}` }));
const BROWSER = 'gzip, deflate, br, zstd';

/** An app shaped like ours: pages varying with the visitor's language, JSON, images, built assets. */
async function sampleApp(): Promise<FastifyInstance> {
  const app = Fastify();
  await registerCompression(app);
  app.get('/page', async (_request, reply) =>
    reply.header('vary', 'Cookie, Accept-Language').type(HTML).send(PAGE),
  );
  app.get('/kept', async (_request, reply) => reply.type(HTML).send(KEPT_PAGE));
  app.get('/small', async (_request, reply) => reply.type(HTML).send(SMALL_PAGE));
  app.get('/items', async () => ({ items: ITEMS }));
  app.get('/assets/chunks/plain.js', async (_request, reply) =>
    reply.type('text/javascript').send(`export const items = ${JSON.stringify(ITEMS)};`),
  );
  app.get('/images/photo', async (_request, reply) =>
    reply.type('image/svg+xml').send(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(500)}</svg>`),
  );
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await sampleApp();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string, options: InjectOptions = {}) =>
  app.inject({
    method: 'GET',
    url,
    ...options,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('answers compressed on the fly', () => {
  it('sends brotli to a browser that accepts it, gzip to one that only accepts gzip', async () => {
    const brotli = await get('/page', BROWSER);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(PAGE);
    expect(brotli.rawPayload.length).toBeLessThan(PAGE.length / 10);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);

    const gzip = await get('/page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PAGE);
  });

  it("follows the client's preferences, and sends the answer as it is to a client that asks for none", async () => {
    expect((await get('/page', 'br;q=0.5, gzip')).headers['content-encoding']).toBe('gzip');
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/page', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body, acceptEncoding).toBe(PAGE);
    }
  });

  it('compresses the JSON answers too', async () => {
    const response = await get('/items', BROWSER);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual({ items: ITEMS });
  });

  it('compresses an answer marked to be compressed once a single time per encoding, and reuses that copy', async () => {
    const firstBrotli = await get('/kept', BROWSER);
    const firstGzip = await get('/kept', 'gzip');
    expect(brotliDecompressSync(firstBrotli.rawPayload).toString()).toBe(PAGE);
    expect(gunzipSync(firstGzip.rawPayload).toString()).toBe(PAGE);
    // Changed in place after its copies were made (a cached page never is), the answer shows which bytes go:
    // the kept copies, not a new compression of what the Buffer now holds.
    const original = Buffer.from(KEPT_PAGE);
    KEPT_PAGE.fill('x');
    try {
      const brotli = await get('/kept', BROWSER);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.equals(firstBrotli.rawPayload)).toBe(true);
      expect(gunzipSync((await get('/kept', 'gzip')).rawPayload).toString()).toBe(PAGE);
      expect((await get('/kept')).body).toBe('x'.repeat(PAGE.length));
    } finally {
      original.copy(KEPT_PAGE);
    }
  });

  it('sends answers under the threshold as they are', async () => {
    expect(Buffer.byteLength(SMALL_PAGE)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await get('/small', BROWSER);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SMALL_PAGE);
  });

  it('never compresses the images or the built assets (precompressed at build time) per request', async () => {
    for (const url of ['/images/photo', '/assets/chunks/plain.js']) {
      expect((await get(url, BROWSER)).headers['content-encoding'], url).toBeUndefined();
    }
  });
});

describe('Vary', () => {
  it('names Accept-Encoding once on every compressible answer, beside what the page varies with', async () => {
    for (const acceptEncoding of [BROWSER, 'gzip', undefined]) {
      expect((await get('/page', acceptEncoding)).headers.vary, acceptEncoding).toBe(
        'Cookie, Accept-Language, Accept-Encoding',
      );
      expect((await get('/small', acceptEncoding)).headers.vary, acceptEncoding).toBe('Accept-Encoding');
      expect((await get('/items', acceptEncoding)).headers.vary, acceptEncoding).toBe('Accept-Encoding');
    }
  });

  it('merges field names case-insensitively and keeps a wildcard', () => {
    expect(varyWithEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithEncoding('Cookie, accept-encoding')).toBe('Cookie, Accept-Encoding');
    expect(varyWithEncoding(['Accept', 'Cookie, Accept'])).toBe('Accept, Cookie, Accept-Encoding');
    expect(varyWithEncoding('*')).toBe('*');
  });
});

describe('HEAD', () => {
  it("answers a page's headers without a body, varying as the page does", async () => {
    const head = await get('/page', BROWSER, { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-type']).toBe(HTML);
    expect(head.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const fetchFrom = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost:3000', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('compresses its pages and its API when asked, and only then', async () => {
    for (const url of ['/', openApiApi.openApiDocument.path]) {
      const brotli = await fetchFrom(url, BROWSER);
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers.vary, url).toContain('Accept-Encoding');
      const plain = await fetchFrom(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(brotliDecompressSync(brotli.rawPayload).toString(), url).toBe(plain.body);
    }
  });
});
