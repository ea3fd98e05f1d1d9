import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

const HOSTS = ['localhost:3000', 'be.localhost:3000', 'projet.localhost:3000', 'pro.localhost:3000'];
const DEMO_PAGES_DIR = join(process.cwd(), 'demo-pages');
const DEMO_FILES = readdirSync(DEMO_PAGES_DIR);
const DEMO_HTML = DEMO_FILES.filter((file) => file.endsWith('.html'));
const DEMO_URLS = ['/demo-pages/', ...DEMO_FILES.map((file) => `/demo-pages/${file}`)];

const get = (t: TestApp, url: string, host: string) =>
  t.app.inject({ method: 'GET', url, headers: { host } });

describe('the demo pages in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) } });
  });
  afterAll(() => t.close());

  it('are not served: 404 on every host', async () => {
    for (const host of HOSTS) {
      for (const url of DEMO_URLS) expect((await get(t, url, host)).statusCode, `${host}${url}`).toBe(404);
    }
  });
});

describe('the demo pages outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('are served with X-Robots-Tag: noindex', async () => {
    for (const url of DEMO_URLS) {
      const response = await get(t, url, 'localhost:3000');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });

  it('are linked from no page of any host', async () => {
    const pages = ['/', '/cgv/', '/no-such-page', '/wedding-planners/', '/guide/list'];
    for (const host of HOSTS) {
      for (const url of pages) {
        const response = await get(t, url, host);
        const document = new JSDOM(response.body, { url: `http://${host}${url}` }).window.document;
        const demoLinks = [...document.querySelectorAll('a[href]')]
          .map((link) => (link as HTMLAnchorElement).href)
          .filter((href) => new URL(href).pathname.startsWith('/demo-pages'));
        expect(demoLinks, `${host}${url}`).toEqual([]);
      }
    }
  });
});

describe('the demo pages’ files', () => {
  it('each ask search engines not to index them', () => {
    for (const file of DEMO_HTML) {
      const document = new JSDOM(readFileSync(join(DEMO_PAGES_DIR, file), 'utf8')).window.document;
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), file).toBe('noindex');
    }
  });

  it('name no port: they work on whichever port the server runs', () => {
    for (const file of DEMO_FILES) {
      expect(readFileSync(join(DEMO_PAGES_DIR, file), 'utf8'), file).not.toMatch(/localhost:\d|:3000\b/);
    }
  });
});
