import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAssetsRoute } from './assets-route';

/** A build output as Vite writes it: the entries, hashed chunks, and its metadata in `.vite/`. */
const root = mkdtempSync(join(tmpdir(), 'pp-assets-'));
mkdirSync(join(root, 'chunks'));
mkdirSync(join(root, '.vite'));
writeFileSync(join(root, 'loader.js'), 'export {};');
writeFileSync(join(root, 'chunks', 'carousel-Ab12Cd34.js'), 'export {};');
writeFileSync(join(root, '.vite', 'manifest.json'), '{"widgets/index.ts":{"file":"loader.js"}}');
/** A chunk the build precompressed (`.br`, `.gz` beside it), and a font, which it leaves alone. */
const RUNTIME = `export const runtime = ${JSON.stringify('React '.repeat(400))};`;
writeFileSync(join(root, 'chunks', 'react-runtime-Xy12Zw34.js'), RUNTIME);
writeFileSync(join(root, 'chunks', 'react-runtime-Xy12Zw34.js.br'), brotliCompressSync(RUNTIME));
writeFileSync(join(root, 'chunks', 'react-runtime-Xy12Zw34.js.gz'), gzipSync(RUNTIME));
writeFileSync(join(root, 'chunks', 'inter-Ab12Cd34.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerAssetsRoute(app, root);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const RUNTIME_URL = '/assets/chunks/react-runtime-Xy12Zw34.js';

describe('GET /assets/*', () => {
  it('serves the entries, revalidated on every use, and the hashed chunks, cached for a year', async () => {
    const entry = await get('/assets/loader.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/assets/chunks/carousel-Ab12Cd34.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("does not serve the build's manifest, however the path is spelled", async () => {
    for (const url of [
      '/assets/.vite/manifest.json',
      '/assets/%2Evite/manifest.json',
      '/assets/chunks/../.vite/manifest.json',
      '/assets/chunks/%2E%2E/.vite/manifest.json',
      '/assets/.vite/',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('widgets/index.ts');
    }
  });

  it('serves the variant the build precompressed that the browser accepts, brotli first', async () => {
    const brotli = await get(RUNTIME_URL, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(RUNTIME));
    const gzip = await get(RUNTIME_URL, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync(RUNTIME));
    const plainType = (await get(RUNTIME_URL)).headers['content-type'];
    expect(plainType).toMatch(/^(?:application|text)\/javascript; charset=utf-8$/);
    for (const response of [brotli, gzip]) {
      expect(response.headers['content-type']).toBe(plainType);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('serves the plain file to a browser that accepts no encoding, saying it could vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get(RUNTIME_URL, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(RUNTIME);
      expect(plain.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('serves a file without variants as it is, even to a browser that accepts brotli', async () => {
    const entry = await get('/assets/loader.js', { 'accept-encoding': 'br' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-encoding']).toBeUndefined();
    expect(entry.body).toBe('export {};');
    const font = await get('/assets/chunks/inter-Ab12Cd34.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
  });

  it('answers 304 to a revalidation of the variant it sent, still varying with the encoding', async () => {
    const first = await get(RUNTIME_URL, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get(RUNTIME_URL, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.vary).toBe('Accept-Encoding');
    const plain = await get(RUNTIME_URL, { 'if-none-match': etag });
    expect(plain.statusCode).toBe(200);
  });
});
