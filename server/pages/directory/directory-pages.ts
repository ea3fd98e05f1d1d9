import type { FastifyInstance, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Queryable } from '@server/db/database';
import type { DirectoryAreas } from '@server/directory/areas';
import { directoryVersion } from '@server/directory/directory-version';
import { compressOnce } from '@server/http/compression';
import type { Clock } from '@server/http/clock';
import { areasPage } from './areas-page';
import { AREAS_PATH } from './directory-paths';
import { listingPage } from './listing-page';
import { DIRECTORY_ROOT, LEGACY_DIRECTORY_ROOT, listingPath, parseListingPath } from './listing-path';
import type { ListingCounts } from '@server/directory/listing-counts';
import { loadListing } from './load-listing';
import { renamedAreaAddress } from './renamed-area';
import { renamedCityAddress } from './renamed-city';
import type { PageHandler } from '../host-pages';
import { pageCache } from '@server/cache/versioned-cache';
import type { PublicPageKnows, PublicPages } from '../public-pages';
import { searchRoute } from './search-route';

export interface DirectoryPageDependencies {
  db: Queryable;
  clock: Clock;
  areas: DirectoryAreas;
  pages: PublicPages;
  listingCounts: ListingCounts;
}

/** Memory given to rendered listing pages (about 60 kB each): the most visited few hundred. */
const LISTING_CACHE_BYTES = 32 * 1024 * 1024;

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
  const listings = pageCache({ maxBytes: LISTING_CACHE_BYTES, meter: app.meters.cache('listing_pages') });
  const listing: PageHandler<RouteGenericInterface, PublicPageKnows> = async ({
    site,
    request,
    reply,
    notFound,
  }) => {
    const parsed = parseListingPath(rawPath(request).slice(DIRECTORY_ROOT.length));
    if (parsed.kind === 'notFound') return notFound();
    const renamed = await renamedAreaAddress(areas, site.country, parsed.address);
    if (renamed) {
      const moved = await renamedCityAddress(db, areas, site.country, renamed);
      return reply.redirect(listingPath(moved ?? renamed), 301);
    }
    if (parsed.kind === 'redirect') return reply.redirect(listingPath(parsed.address), 301);
    // The version first: what is read after it is at least that new (directory-version.ts).
    const version = await directoryVersion(db);
    const now = clock.now();
    const key = `${site.country} ${site.origin} ${listingPath(parsed.address)}`;
    const kept = listings.get(key, version, now);
    if (kept) return kept.page;
    areas.follow(version);
    const view = await loadListing({ db, areas, urls: pages.urls, now }, site, parsed.address);
    if (!view) {
      // A city's former slug is looked up only for an address that names no city: the rare case pays for it.
      const moved = await renamedCityAddress(db, areas, site.country, parsed.address);
      return moved ? reply.redirect(listingPath(moved), 301) : notFound();
    }
    const page = compressOnce(Buffer.from(listingPage(view)));
    listings.set(key, { version, expiresAt: view.marksChangeAt?.getTime() ?? Infinity, page });
    return page;
  };
  pages.get(DIRECTORY_ROOT, listing);
  pages.get(`${DIRECTORY_ROOT}*`, listing);
  app.get(DIRECTORY_ROOT.replace(/\/$/, ''), async (_request, reply) => reply.redirect(DIRECTORY_ROOT, 301));

  // The old addresses keep their links' worth: each moves permanently to its one canonical address.
  const legacy: PageHandler<RouteGenericInterface, PublicPageKnows> = async ({
    site,
    request,
    reply,
    notFound,
  }) => {
    const parsed = parseListingPath(rawPath(request).slice(LEGACY_DIRECTORY_ROOT.length));
    if (parsed.kind === 'notFound') return notFound();
    const address = (await renamedAreaAddress(areas, site.country, parsed.address)) ?? parsed.address;
    const moved = await renamedCityAddress(db, areas, site.country, address);
    return reply.redirect(listingPath(moved ?? address), 301);
  };
  pages.get(LEGACY_DIRECTORY_ROOT, legacy);
  pages.get(`${LEGACY_DIRECTORY_ROOT}*`, legacy);
  app.get(LEGACY_DIRECTORY_ROOT.replace(/\/$/, ''), async (_request, reply) =>
    reply.redirect(DIRECTORY_ROOT, 301),
  );

  pages.get(AREAS_PATH, async ({ site }) => {
    const [geography, counts] = await Promise.all([
      areas.areasOf(site.country),
      areas.countsOf(site.country),
    ]);
    return areasPage(site, pages.urls, geography, counts);
  });

  app.register(searchRoute({ db, clock, areas, pages, listingCounts }));
}
