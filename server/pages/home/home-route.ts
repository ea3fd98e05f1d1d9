import type { Queryable } from '@server/db/database';
import { timedCache } from '@server/cache/timed-cache';
import type { DirectoryAreas } from '@server/directory/areas';
import { cachedFeaturedPlanners, FEATURED_TTL_MS } from '@server/directory/featured-planners';
import type { Clock } from '@server/http/clock';
import type { CountryCode } from '@shared/sites';
import { latestGuides } from '../guides/guides';
import type { PublicPages } from '../public-pages';
import { publicHome } from './home-page';
import { loadHome } from './load-home';

/** How many of its newest guides a home links to. */
export const HOME_GUIDES = 3;

/** `GET /` on each country site: its home, in the site's language. */
export function registerHome(
  pages: PublicPages,
  { db, clock, areas }: { db: Queryable; clock: Clock; areas: DirectoryAreas },
): void {
  const dependencies = {
    db,
    areas,
    featured: cachedFeaturedPlanners(db, clock),
    // A guide published on a date shows on the home within the featured planners' delay too.
    guides: timedCache(
      clock,
      FEATURED_TTL_MS,
      (country: CountryCode) => country,
      (country) => latestGuides(db, country, clock.now(), HOME_GUIDES),
    ),
  };
  pages.get('/', async ({ site }) => publicHome(await loadHome(dependencies, site, pages.urls)));
}
