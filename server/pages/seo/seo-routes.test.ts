import Fastify from 'fastify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createDirectoryAreas } from '@server/directory/areas';
import { siteUrls } from '@server/hosts';
import { GUIDE_ARTICLES, seedGuides } from '@server/seed/seed-guides';
import { TERMS_VERSION_DATE } from '../terms-of-sale/terms-of-sale-text';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { insertDirectoryFixture } from '../directory/directory-fixture';
import { publicPages } from '../public-pages';
import { registerSeoRoutes } from './seo-routes';

const NOW = new Date('2026-06-01T10:00:00Z');
const t = freshAppForEachTest(async (db) => {
  await insertDirectoryFixture(db, NOW);
  await seedGuides(db);
});

const HOSTS = { FR: 'localhost:3000', BE: 'be.localhost:3000', DE: 'de.localhost:3000' } as const;

const get = (url: string, host: string = HOSTS.FR) => t.app.inject({ method: 'GET', url, headers: { host } });

/** The `<loc>`s of a sitemap or sitemap index, read by an XML parser (which refuses malformed XML). */
function locations(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.localName).toBe(root);
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

async function sitemap(url: string, host: string = HOSTS.FR): Promise<string[]> {
  const response = await get(url, host);
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return locations(response.body, url === '/sitemap.xml' ? 'sitemapindex' : 'urlset');
}

describe('robots.txt', () => {
  it.each(Object.entries(HOSTS))('points the %s site’s robots to its own sitemap', async (_site, host) => {
    const response = await get('/robots.txt', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect(lines).toContain('Disallow: /annuaire/track/');
    expect(lines).not.toContain('Disallow: /');
  });

  it('keeps robots out of the project site and the back-office', async () => {
    for (const host of ['projet.localhost:3000', 'pro.localhost:3000']) {
      expect((await get('/robots.txt', host)).body).toBe('User-agent: *\nDisallow: /\n');
      expect((await get('/sitemap.xml', host)).statusCode).toBe(404);
    }
  });
});

describe('sitemaps', () => {
  it('indexes the site’s sitemaps, absolute on its own host', async () => {
    expect(await sitemap('/sitemap.xml', HOSTS.BE)).toEqual([
      'http://be.localhost:3000/sitemaps/pages.xml',
      'http://be.localhost:3000/sitemaps/listings-1.xml',
      'http://be.localhost:3000/sitemaps/profiles-1.xml',
    ]);
  });

  it('lists the fixed pages and the site’s guides', async () => {
    const urls = await sitemap('/sitemaps/pages.xml', HOSTS.DE);
    expect(urls.slice(0, 5)).toEqual([
      'http://de.localhost:3000/',
      'http://de.localhost:3000/wedding-planners/',
      'http://de.localhost:3000/listDepartement',
      'http://de.localhost:3000/guide/list',
      'http://de.localhost:3000/cgv/',
    ]);
    expect(urls.slice(5)).toHaveLength(3);
    expect(urls.slice(5).every((url) => url.startsWith('http://de.localhost:3000/guide/'))).toBe(true);
  });

  it('dates the terms and the guides by their true dates, and nothing else', async () => {
    const lastModified = async (url: string, host: string) => {
      const response = await get(url, host);
      const document = new JSDOM(response.body, { contentType: 'application/xml' }).window.document;
      return Object.fromEntries(
        [...document.getElementsByTagName('url')].map((entry) => [
          new URL(entry.getElementsByTagName('loc')[0]?.textContent ?? '').pathname,
          entry.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        ]),
      );
    };
    const guides = GUIDE_ARTICLES.DE.map((guide) => [
      `/guide/${guide.slug}`,
      new Date(guide.publishedAt).toISOString(),
    ]);
    const newest = guides
      .map(([, date]) => date)
      .sort()
      .at(-1);
    expect(await lastModified('/sitemaps/pages.xml', HOSTS.DE)).toEqual({
      '/': null,
      '/wedding-planners/': null,
      '/listDepartement': null,
      '/guide/list': newest,
      '/cgv/': TERMS_VERSION_DATE,
      ...Object.fromEntries(guides),
    });
    for (const file of ['/sitemaps/listings-1.xml', '/sitemaps/profiles-1.xml']) {
      const dates = Object.values(await lastModified(file, HOSTS.DE));
      expect(dates.length, file).toBeGreaterThan(0);
      expect(
        dates.every((date) => date === null),
        file,
      ).toBe(true);
    }
  });

  it('lists the areas and cities that have providers, and only those', async () => {
    expect((await sitemap('/sitemaps/listings-1.xml')).sort()).toEqual(
      [
        'http://localhost:3000/wedding-planners/loire',
        'http://localhost:3000/wedding-planners/loire/saint-etienne',
        'http://localhost:3000/wedding-planners/rhone',
        'http://localhost:3000/wedding-planners/rhone/lyon',
        'http://localhost:3000/wedding-planners/rhone/villeurbanne',
      ].sort(),
    );
    expect((await sitemap('/sitemaps/listings-1.xml', HOSTS.DE)).sort()).toEqual([
      'http://de.localhost:3000/wedding-planners/bavaria',
      'http://de.localhost:3000/wedding-planners/bavaria/munich',
      'http://de.localhost:3000/wedding-planners/state-of-berlin',
      'http://de.localhost:3000/wedding-planners/state-of-berlin/berlin',
    ]);
  });

  it('lists the country’s published profiles, each of which answers', async () => {
    const french = await sitemap('/sitemaps/profiles-1.xml');
    expect(french).toHaveLength(28);
    expect(french).not.toContain('http://localhost:3000/wedding-planner/hidden-planner');
    expect(french.some((url) => url.includes('gent'))).toBe(false);
    const belgian = await sitemap('/sitemaps/profiles-1.xml', HOSTS.BE);
    expect(belgian).toHaveLength(3);
    const path = new URL(belgian[0] ?? '').pathname;
    expect((await get(path, HOSTS.BE)).statusCode).toBe(200);
  });

  it.each([
    '/sitemaps/profiles-2.xml',
    '/sitemaps/listings-0.xml',
    '/sitemaps/other.xml',
    '/sitemaps/profiles-1.xml.gz',
  ])('%s is not found', async (path) => {
    expect((await get(path)).statusCode).toBe(404);
  });

  it('splits big sets into files of at most the limit, every address once', async () => {
    const app = Fastify();
    const pages = publicPages(app, t.config, siteUrls(t.config));
    registerSeoRoutes(app, {
      db: t.db,
      clock: t.clock,
      areas: createDirectoryAreas(t.db, t.clock),
      pages,
      urlsPerSitemap: 10,
    });
    const read = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { host: HOSTS.FR } })).body;
    const files = locations(await read('/sitemap.xml'), 'sitemapindex').map((url) => new URL(url).pathname);
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/listings-1.xml',
      '/sitemaps/profiles-1.xml',
      '/sitemaps/profiles-2.xml',
      '/sitemaps/profiles-3.xml',
    ]);
    const profiles: string[] = [];
    for (const file of files.slice(2)) {
      const urls = locations(await read(file), 'urlset');
      expect(urls.length).toBeLessThanOrEqual(10);
      profiles.push(...urls);
    }
    expect(profiles).toHaveLength(28);
    expect(new Set(profiles).size).toBe(28);
    await app.close();
  });
});
