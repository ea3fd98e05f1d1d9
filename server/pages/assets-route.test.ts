import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAssetsRoute } from './assets-route';

/** A build output as Vite writes it: the entries, hashed chunks, and its metadata in `.vite/`. */
const root = mkdtempSync(join(tmpdir(), 'pp-assets-'));
mkdirSync(join(root, 'chunks'));
mkdirSync(join(root, '.vite'));
writeFileSync(join(root, 'loader.js'), 'export {};');
writeFileSync(join(root, 'chunks', 'carousel-Ab12Cd34.js'), 'export {};');
writeFileSync(join(root, '.vite', 'manifest.json'), '{"widgets/index.ts":{"file":"loader.js"}}');

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerAssetsRoute(app, root);
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

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
});
