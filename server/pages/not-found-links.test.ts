import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/test-app';

const HOSTS = ['localhost:3000', 'be.localhost:3000', 'projet.localhost:3000', 'pro.localhost:3000'];

describe('the not-found page of each host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  it('links on its own host only to pages that exist there, the directory on a country site', async () => {
    for (const host of HOSTS) {
      const notFound = await get('/no-such-page', host);
      expect(notFound.statusCode, host).toBe(404);
      const document = new JSDOM(notFound.body, { url: `http://${host}/no-such-page` }).window.document;
      const hrefs = [...document.querySelectorAll('a[href]')].map(
        (link) => new URL((link as HTMLAnchorElement).href),
      );
      // In-page links (`#main`) stay on the not-found page itself.
      const ownHost = hrefs.filter((href) => href.host === host && href.pathname !== '/no-such-page');
      expect(ownHost.length, host).toBeGreaterThan(0);
      for (const href of ownHost) {
        const response = await get(href.pathname + href.search, host);
        expect(response.statusCode, `${host}${href.pathname}`).toBeLessThan(400);
      }
    }
  });
});
