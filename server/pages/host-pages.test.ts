import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { siteUrls } from '../hosts';
import { projectPages } from './project-pages';
import { PUBLIC_PAGE_CACHE, publicPages } from './public-pages';

const config = loadConfig({});
const urls = siteUrls(config);

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  // As the app does: the project site's pages read and write the locale cookie.
  await app.register(cookie);
  register(app);
  await app.ready();
  return app;
}

describe('publicPages', () => {
  it('sends a page as HTML, cached by shared caches, speaking the site’s language', async () => {
    const app = await appWith((app) =>
      publicPages(app, config, urls).get('/hello', async ({ site, language, lang }) => {
        return `<p>${site.country} ${language} ${lang}</p>`;
      }),
    );
    const response = await app.inject({ url: '/hello', headers: { host: 'be.localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe('<p>BE nl nl-BE</p>');
  });

  it('sends the page as UTF-8 bytes with their length', async () => {
    const page = '<p>Hochzeitsplaner in Baden-Württemberg · 4 000 €</p>';
    const app = await appWith((app) => publicPages(app, config, urls).get('/bytes', async () => page));
    const response = await app.inject({ url: '/bytes', headers: { host: 'de.localhost:3000' } });
    expect(response.body).toBe(page);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(page)));
    expect(Buffer.byteLength(page)).toBeGreaterThan(page.length);
  });

  it('answers the site’s not-found page, and another status or caching when the handler says so', async () => {
    const app = await appWith((app) => {
      const pages = publicPages(app, config, urls);
      pages.get('/missing', async ({ notFound }) => notFound());
      pages.get('/refused', async ({ render }) =>
        render('<p>no</p>', { status: 400, cacheControl: 'no-store' }),
      );
    });
    const missing = await app.inject({ url: '/missing', headers: { host: 'de.localhost:3000' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('public, max-age=60');
    const document = new JSDOM(missing.body).window.document;
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.querySelector('h1')?.textContent).toBe('Seite nicht gefunden');
    const refused = await app.inject({ url: '/refused' });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([400, 'no-store']);
  });
});

describe('projectPages', () => {
  it('speaks the visitor’s language, kept by no cache and varying with that language', async () => {
    const app = await appWith((app) =>
      projectPages(app, urls).get('/hello', async ({ language, lang }) => `<p>${language} ${lang}</p>`),
    );
    const response = await app.inject({ url: '/hello', headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(response.body).toBe('<p>it it-IT</p>');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
  });
});
