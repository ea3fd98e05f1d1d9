import type { DirectoryCard } from '@shared/api/contract/directory';
import type { DirectorySearchProps } from '@shared/islands/directory-island-props';
import type { CountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';
import { areaLabel, busiestAreas, type DirectoryAreas } from '@server/directory/areas';
import { directoryServices } from '@server/directory/directory-services';
import { listingPath } from '../directory/listing-path';
import { searchProps } from '../directory/search-form';
import type { GuideSummary } from '../guides/guides';
import type { PublicSite, SiteUrls } from '../seo/public-site';

/** How many areas and guides the home links to; the rest are one link away. */
const HOME_AREAS = 12;

export interface HomeDependencies {
  db: Queryable;
  areas: DirectoryAreas;
  /** The planners the site features (cachedFeaturedPlanners). */
  featured(country: CountryCode): Promise<DirectoryCard[]>;
  /** The site's newest guides (cachedLatestGuides). */
  guides(country: CountryCode): Promise<GuideSummary[]>;
}

export interface AreaLink {
  name: string;
  path: string;
  count: number;
}

/** What a site's home shows. */
export interface HomeView {
  site: PublicSite;
  urls: SiteUrls;
  search: DirectorySearchProps;
  featured: readonly DirectoryCard[];
  areas: readonly AreaLink[];
  guides: readonly GuideSummary[];
}

/**
 * What a site's home shows. Everything but the service types' one small query comes from the process's
 * caches (geography, counts, featured planners, guides): the home is the page most often asked for.
 */
export async function loadHome(
  { db, areas, featured, guides }: HomeDependencies,
  site: PublicSite,
  urls: SiteUrls,
): Promise<HomeView> {
  const [geography, counts, services, featuredCards, latest] = await Promise.all([
    areas.areasOf(site.country),
    areas.countsOf(site.country),
    directoryServices(db, site.language),
    featured(site.country),
    guides(site.country),
  ]);
  // The home has no listing of its own for the search island to hide: its results show under the form.
  const search = { ...searchProps(site, { geography, counts }, services), listingId: undefined };
  return {
    site,
    urls,
    search,
    featured: featuredCards,
    areas: busiestAreas(geography, counts, HOME_AREAS).map(({ area, count }) => ({
      name: areaLabel(area, site.country),
      path: listingPath({ areaSlug: area.slug, page: 1 }),
      count,
    })),
    guides: latest,
  };
}
