import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '@server/db/database';
import type { DirectoryAreas } from '@server/directory/areas';
import type { Clock } from '@server/http/clock';
import { areasPage } from './areas-page';
import { AREAS_PATH } from './directory-paths';
import { listingPage } from './listing-page';
import { DIRECTORY_ROOT, LEGACY_DIRECTORY_ROOT, listingPath, parseListingPath } from './listing-path';
import type { ListingCounts } from '@server/directory/listing-counts';
import { loadListing } from './load-listing';
import { PUBLIC_PAGE_CACHE, type PageContext } from './page-context';
import { searchRoute } from './search-route';

export interface DirectoryPageDependencies {
  db: Queryable;
  clock: Clock;
  areas: DirectoryAreas;
  pages: PageContext;
  listingCounts: ListingCounts;
}

/** The request's path as it was sent, without its query: slugs are compared as the URL spells them. */
function rawPath(request: FastifyRequest): string {
  return (request.raw.url ?? '').split('?')[0] ?? '';
}

/**
 * The directory's pages on each country site: the listings (`/wedding-planners/…`, the legacy `/annuaire/…`
 * addresses redirecting to them), every area with its count (`/listDepartement`) and the no-JS search.
 */
export function registerDirectoryPages(
  app: FastifyInstance,
  { db, clock, areas, pages, listingCounts }: DirectoryPageDependencies,
): void {
  const listing = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = pages.siteOf(request);
    const parsed = parseListingPath(rawPath(request).slice(DIRECTORY_ROOT.length));
    if (!site || parsed.kind === 'notFound') return pages.notFound(request, reply);
    if (parsed.kind === 'redirect') return reply.redirect(listingPath(parsed.address), 301);
    const view = await loadListing({ db, areas, urls: pages.urls, now: clock.now() }, site, parsed.address);
    if (!view) return pages.notFound(request, reply);
    return pages.sendHtml(reply, listingPage(view), PUBLIC_PAGE_CACHE);
  };
  app.get(DIRECTORY_ROOT, listing);
  app.get(`${DIRECTORY_ROOT}*`, listing);
  app.get(DIRECTORY_ROOT.replace(/\/$/, ''), async (_request, reply) => reply.redirect(DIRECTORY_ROOT, 301));

  // The old addresses keep their links' worth: each moves permanently to its one canonical address.
  const legacy = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseListingPath(rawPath(request).slice(LEGACY_DIRECTORY_ROOT.length));
    if (!pages.siteOf(request) || parsed.kind === 'notFound') return pages.notFound(request, reply);
    return reply.redirect(listingPath(parsed.address), 301);
  };
  app.get(LEGACY_DIRECTORY_ROOT, legacy);
  app.get(`${LEGACY_DIRECTORY_ROOT}*`, legacy);
  app.get(LEGACY_DIRECTORY_ROOT.replace(/\/$/, ''), async (_request, reply) =>
    reply.redirect(DIRECTORY_ROOT, 301),
  );

  app.get(AREAS_PATH, async (request, reply) => {
    const site = pages.siteOf(request);
    if (!site) return pages.notFound(request, reply);
    const [geography, counts] = await Promise.all([
      areas.areasOf(site.country),
      areas.countsOf(site.country),
    ]);
    return pages.sendHtml(reply, areasPage(site, pages.urls, geography, counts), PUBLIC_PAGE_CACHE);
  });

  app.register(searchRoute({ db, clock, areas, pages, listingCounts }));
}
