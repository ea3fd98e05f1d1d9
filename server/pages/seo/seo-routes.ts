import type { FastifyInstance } from 'fastify';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { Queryable } from '@server/db/database';
import type { DirectoryAreas } from '@server/directory/areas';
import type { Clock } from '@server/http/clock';
import { AREAS_PATH, GUIDES_PATH, guidePath, SEARCH_ROUTE, TRACK_ROUTE } from '../directory/directory-paths';
import { DIRECTORY_ROOT } from '../directory/listing-path';
import type { PublicPages } from '../public-pages';
import { listGuides } from '../guides/guides';
import { listingPaths, profilePaths } from './sitemap-urls';
import { TERMS_VERSION_DATE } from '../terms-of-sale/terms-of-sale-text';
import { SITEMAP_MAX_URLS, sitemapFileCount, sitemapIndex, urlSet, type SitemapPage } from './sitemap-xml';

export interface SeoRouteDependencies {
  db: Queryable;
  clock: Clock;
  areas: DirectoryAreas;
  pages: PublicPages;
  /** Addresses per sitemap file; the protocol's maximum unless a test wants small files. */
  urlsPerSitemap?: number;
}

const SITEMAP_CACHE = 'public, max-age=3600';
const SITEMAP_FILE = /^(listings|profiles)-([1-9]\d{0,4})\.xml$/;

/** The path prefix of a route up to its first parameter (`/annuaire/track/`). */
function fixedPrefix(route: string): string {
  return route.slice(0, route.indexOf(':'));
}

/** The project site and the back-office are applications behind a sign-in: nothing there to index. */
export function registerNoRobots(app: FastifyInstance): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', SITEMAP_CACHE)
      .type('text/plain; charset=utf-8')
      .send('User-agent: *\nDisallow: /\n'),
  );
}

/**
 * `robots.txt` and the sitemaps of each country site: `/sitemap.xml` is an index of `/sitemaps/pages.xml`
 * (the site's fixed pages and guides), `listings-N.xml` (areas and cities with providers) and
 * `profiles-N.xml` (the country's providers), every address absolute on the site's own host.
 */
export function registerSeoRoutes(app: FastifyInstance, deps: SeoRouteDependencies): void {
  const { db, clock, areas, pages } = deps;
  const perFile = deps.urlsPerSitemap ?? SITEMAP_MAX_URLS;

  app.get('/robots.txt', async (request, reply) => {
    const site = pages.siteOf(request);
    reply.header('cache-control', SITEMAP_CACHE).type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Disallow: /api/',
      `Disallow: ${fixedPrefix(TRACK_ROUTE)}`,
      `Disallow: ${fixedPrefix(SEARCH_ROUTE)}`,
      '',
      `Sitemap: ${site.origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = pages.siteOf(request);
    // Every published provider has a profile: the country's cached count says how many files they fill.
    const [listings, { total: profiles }] = await Promise.all([
      listingPaths(db, areas, site.country),
      areas.countsOf(site.country),
    ]);
    const files = [
      'pages.xml',
      ...Array.from(
        { length: sitemapFileCount(listings.length, perFile) },
        (_, n) => `listings-${n + 1}.xml`,
      ),
      ...Array.from({ length: sitemapFileCount(profiles, perFile) }, (_, n) => `profiles-${n + 1}.xml`),
    ];
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(files.map((file) => `${site.origin}/sitemaps/${file}`)));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const site = pages.siteOf(request);
    // Only pages whose data holds a true date say when they last changed: the terms (their version) and the
    // guides (published, never edited after); listings and profiles keep no such date.
    let entries: { path: string; lastModified?: string }[];
    const { file } = request.params;
    const numbered = SITEMAP_FILE.exec(file);
    if (file === 'pages.xml') {
      const guides = await listGuides(db, site.country, clock.now());
      const newestGuide = guides[0]?.publishedAt.toISOString();
      entries = [
        { path: '/' },
        { path: DIRECTORY_ROOT },
        { path: AREAS_PATH },
        { path: GUIDES_PATH, lastModified: newestGuide },
        { path: PAGE_ROUTES.front_cgv, lastModified: TERMS_VERSION_DATE },
        ...guides.map((guide) => ({
          path: guidePath(guide.slug),
          lastModified: guide.publishedAt.toISOString(),
        })),
      ];
    } else if (numbered) {
      const offset = (Number(numbered[2]) - 1) * perFile;
      const paths =
        numbered[1] === 'listings'
          ? (await listingPaths(db, areas, site.country)).slice(offset, offset + perFile)
          : await profilePaths(db, site.country, { offset, limit: perFile });
      if (paths.length === 0) return pages.notFound(request, reply);
      entries = paths.map((path) => ({ path }));
    } else {
      return pages.notFound(request, reply);
    }
    const sitemapPages: SitemapPage[] = entries.map(({ path, lastModified }) => ({
      url: site.origin + path,
      lastModified,
    }));
    return reply
      .header('cache-control', SITEMAP_CACHE)
      .type('application/xml; charset=utf-8')
      .send(urlSet(sitemapPages));
  });
}
