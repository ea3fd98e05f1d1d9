import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { DirectoryAreas } from '../directory/areas';
import type { ListingCounts } from '../directory/listing-counts';
import { sharedRecentClicks } from '../directory/track-repeats';
import { registerTrackRoute } from '../directory/track-routes';
import type { Clock } from '../http/clock';
import { servedOn } from '../http/host-routing';
import { registerDirectoryPages } from '../pages/directory/directory-pages';
import { TRACK_ROUTE } from '../pages/directory/directory-paths';
import { registerGuidePages } from '../pages/guides/guide-pages';
import { registerHome } from '../pages/home/home-route';
import { registerProviderProfile } from '../pages/provider-profile/provider-profile-route';
import { reviewPages } from '../pages/review/review-page';
import { publicPages } from '../pages/public-pages';
import type { ViewCounter } from '../statistics/view-counter';
import { everySitePageSeo, type SiteUrls } from '../pages/seo/public-site';
import { registerSeoRoutes } from '../pages/seo/seo-routes';
import { registerTermsOfSale } from '../pages/terms-of-sale/terms-of-sale-route';

export interface PublicSiteDependencies {
  config: Config;
  db: Queryable;
  clock: Clock;
  urls: SiteUrls;
  areas: DirectoryAreas;
  listingCounts: ListingCounts;
  /** Counts the views of the profiles and portfolios, off the response path. */
  views: ViewCounter;
  /** The Redis the instances share (REDIS_URL), where the link clicks' repeats are remembered. */
  redis: Redis | null;
}

/**
 * The seven country sites (and any host name the others do not claim, the French site's): the home, the
 * provider profiles, the terms of sale, the directory's listings, guides and no-JS search, link tracking,
 * robots.txt and the sitemaps. Every page speaks the site's language, whoever visits.
 */
export function publicSitePlugin({
  config,
  db,
  clock,
  urls,
  areas,
  listingCounts,
  views,
  redis,
}: PublicSiteDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    servedOn(app, 'public');
    const pages = publicPages(app, config, urls);
    registerHome(pages, { db, clock, areas });
    registerProviderProfile(pages, { db, clock, views, meter: app.meters.cache('profile_pages') });
    registerTermsOfSale(app, pages, ({ site }, path) => ({ site, seo: everySitePageSeo(site, urls, path) }));
    registerDirectoryPages(app, { db, clock, areas, pages, listingCounts });
    registerGuidePages(pages, { db, clock });
    registerSeoRoutes(app, { db, clock, areas, pages });
    registerTrackRoute(app, {
      db,
      clock,
      path: TRACK_ROUTE,
      notFound: pages.notFound,
      ...(redis ? { repeats: sharedRecentClicks(redis) } : {}),
    });
    await app.register(reviewPages(pages, { db, clock, secret: config.tokenSecret }));
  };
}
