import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as openApiApi from '@shared/api/contract/openapi';
import { LocalImageStorage } from '../media/local-image-storage';
import { renderSeedPlaceholder } from '../media/seed-placeholder';
import { placeholderKey } from '../seed/placeholder-images';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { startTestApp, type TestApp } from '../test-support/test-app';

const imagesDir = mkdtempSync(join(tmpdir(), 'pp-security-headers-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

function startWith(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  return startTestApp({
    env: { IMAGES_DIR: join(imagesDir, 'originals'), IMAGE_CACHE_DIR: join(imagesDir, 'cache'), ...env },
  });
}

/** An app for one test, closed after it. */
const opened: TestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});
async function appWith(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const app = await startWith(env);
  opened.push(app);
  return app;
}

const get = (app: TestApp, url: string, host = 'localhost:3000') =>
  app.app.inject({ method: 'GET', url, headers: { host } });

/** `default-src 'self'; img-src 'self' data:` → `{ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] }` */
function policyOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** What every answer carries, whatever produced it. */
function expectSecurityHeaders(response: LightMyRequestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(String(response.headers['permissions-policy'])).toContain('otp-credentials=(self)');
  expect(String(response.headers['permissions-policy'])).toContain('camera=()');
  expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
}

function expectPagePolicy(response: LightMyRequestResponse): void {
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expectSecurityHeaders(response);
  const policy = policyOf(response);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['style-src']).toEqual(["'self'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['connect-src']).toEqual(["'self'"]);
  // A profile's videos: YouTube's thumbnails, and the two players a click loads, nothing else.
  expect(policy['img-src']).toEqual(["'self'", 'https://i.ytimg.com']);
  expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
}

function expectNonPagePolicy(response: LightMyRequestResponse): void {
  expect(response.headers['content-type']).not.toMatch(/^text\/html/);
  expectSecurityHeaders(response);
  expect(policyOf(response)['default-src']).toEqual(["'none'"]);
}

describe('security headers on every kind of answer', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startWith();
  });
  afterAll(() => app.close());

  it('an HTML page gets the page policy', async () => {
    const response = await get(app, '/');
    expect(response.statusCode).toBe(200);
    expectPagePolicy(response);
  });

  it('a demo page (a static HTML file) gets the page policy', async () => {
    const response = await get(app, '/demo-pages/date-picker.html');
    expect(response.statusCode).toBe(200);
    expectPagePolicy(response);
  });

  it('a JSON API answer gets the non-page policy', async () => {
    const response = await get(app, openApiApi.openApiDocument.path);
    expect(response.statusCode).toBe(200);
    expectNonPagePolicy(response);
  });

  it('a JSON error (bad JSON body) and an unknown API route get them', async () => {
    const badJson = await app.app.inject({
      method: 'POST',
      url: authApi.checkPhone.path,
      headers: { host: 'localhost:3000', 'content-type': 'application/json' },
      payload: '{',
    });
    expect(badJson.statusCode).toBe(400);
    expectNonPagePolicy(badJson);
    const unknown = await get(app, '/api/no-such-route');
    expect(unknown.statusCode).toBe(404);
    expectSecurityHeaders(unknown);
  });

  it("the site's 404 page gets the page policy", async () => {
    const response = await get(app, '/wedding-planners/no-such-area');
    expect(response.statusCode).toBe(404);
    expectPagePolicy(response);
  });

  it('a static file gets the non-page policy', async () => {
    const response = await get(app, '/demo-pages/demo.css');
    expect(response.statusCode).toBe(200);
    expectNonPagePolicy(response);
  });

  it('an image gets the non-page policy', async () => {
    const key = placeholderKey(0);
    await new LocalImageStorage(join(imagesDir, 'originals')).put(key, await renderSeedPlaceholder(key));
    const response = await get(app, `/images/${key}?w=40&format=jpeg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expectNonPagePolicy(response);
  });

  it('a redirect gets them', async () => {
    const response = await get(app, '/cgv');
    expect(response.statusCode).toBe(301);
    expectSecurityHeaders(response);
  });

  it('the project site and the back-office get them', async () => {
    expectPagePolicy(await get(app, '/', 'projet.localhost:3000'));
    expectPagePolicy(await get(app, '/', 'pro.localhost:3000'));
  });
});

describe('the provider profile', () => {
  it('cannot be framed: X-Frame-Options DENY and frame-ancestors none', async () => {
    const app = await appWith();
    await seedCatalog(app.db);
    await insertCraftedProvider(app.db, {
      name: 'Atelier Cadre',
      latitude: 45.76,
      longitude: 4.84,
      city: 'Lyon',
      postalCode: '69003',
      lastLoginAt: app.clock.now(),
    });
    const response = await get(app, '/wedding-planner/atelier-cadre');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<pp-contact-widget');
    expectPagePolicy(response);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent in production over HTTPS, for the subdomains too (the token cookies are on the parent domain)', async () => {
    const app = await appWith({ NODE_ENV: 'production', PUBLIC_SCHEME: 'https' });
    const page = await get(app, '/');
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect((await get(app, openApiApi.openApiDocument.path)).headers['strict-transport-security']).toBe(
      page.headers['strict-transport-security'],
    );
  });

  // One app per test: each starts its own database, which takes most of a test's time on a busy machine.
  it('is not sent in development', async () => {
    const development = await appWith({ NODE_ENV: 'development' });
    expect((await get(development, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent in production over plain HTTP', async () => {
    const plain = await appWith({ NODE_ENV: 'production', PUBLIC_SCHEME: 'http' });
    expect((await get(plain, '/')).headers['strict-transport-security']).toBeUndefined();
  });
});
