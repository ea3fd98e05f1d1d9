import type { DirectorySearchProps } from '@shared/islands/directory-island-props';
import { DIRECTORY_PAGE_SIZE } from '@shared/api/contract/directory';
import { MAX_PAGE_NUMBER, pageCountOf } from '@shared/api/contract/page-number';
import type { Queryable } from '@server/db/database';
import {
  areaLabel,
  AREA_LEVEL,
  busiestAreas,
  nearbyAreas,
  type Area,
  type AreaCounts,
  type CountryAreas,
  type DirectoryAreas,
} from '@server/directory/areas';
import { findCityOfArea, nearestCities, type CityWithProviders } from '@server/directory/areas-cities';
import { directoryServices } from '@server/directory/directory-services';
import { listProviders, type ListingScope } from '@server/directory/list-providers';
import type { PublicSite, SiteUrls } from '../seo/public-site';
import { listingPath, type ListingAddress } from './listing-path';
import type { LinkGroup, ListingPlace, ListingView } from './listing-page';
import { searchProps } from './search-form';

export interface ListingDependencies {
  db: Queryable;
  areas: DirectoryAreas;
  urls: SiteUrls;
  now: Date;
}

/** How many links to other listings a page offers, by kind. */
const TOP_AREA_LINKS = 24;
const CITY_LINKS = 24;
const NEARBY_CITY_LINKS = 8;
const NEARBY_AREA_LINKS = 8;

/** The place an address names, or null when the site's country has no such area or city. */
async function findPlace(
  db: Queryable,
  geography: CountryAreas,
  { areaSlug, citySlug }: ListingAddress,
): Promise<ListingPlace | null> {
  if (areaSlug === undefined) return { level: 'country' };
  const area = geography.bySlug.get(areaSlug);
  if (!area) return null;
  if (citySlug === undefined) return { level: 'area', area };
  const city = await findCityOfArea(db, area, citySlug);
  return city ? { level: 'city', area, city } : null;
}

function scopeOf(place: ListingPlace, site: PublicSite): ListingScope {
  switch (place.level) {
    case 'country':
      return { level: 'country', country: site.country };
    case 'area':
      return { level: place.area.level, id: place.area.id };
    case 'city':
      return { level: 'city', id: place.city.id };
  }
}

async function linkGroupsOf(
  areas: DirectoryAreas,
  site: PublicSite,
  place: ListingPlace,
  geography: CountryAreas,
  counts: AreaCounts,
): Promise<LinkGroup[]> {
  const level = AREA_LEVEL[site.country];
  const areaLinks = (entries: { area: Area; count: number }[]) =>
    entries.map(({ area, count }) => ({
      name: areaLabel(area, site.country),
      path: listingPath({ areaSlug: area.slug, page: 1 }),
      count,
    }));
  if (place.level === 'country') {
    return [
      {
        titleKey: level === 'department' ? 'directory.topAreasDepartment' : 'directory.topAreasRegion',
        links: areaLinks(busiestAreas(geography, counts, TOP_AREA_LINKS)),
      },
    ];
  }
  const cityLinks = (cities: readonly CityWithProviders[]) =>
    cities.map((city) => ({
      name: city.name,
      path: listingPath({ areaSlug: place.area.slug, citySlug: city.slug, page: 1 }),
      count: city.count,
    }));
  const nearby = {
    titleKey: level === 'department' ? 'directory.nearbyAreasDepartment' : 'directory.nearbyAreasRegion',
    links: areaLinks(nearbyAreas(geography, counts, place.area, NEARBY_AREA_LINKS)),
  } as const;
  const cities = await areas.citiesOf(place.area);
  if (place.level === 'area') {
    return [{ titleKey: 'directory.citiesOfArea', links: cityLinks(cities.slice(0, CITY_LINKS)) }, nearby];
  }
  return [
    {
      titleKey: 'directory.nearbyCities',
      links: cityLinks(nearestCities(cities, place.city, NEARBY_CITY_LINKS)),
    },
    nearby,
  ];
}

function initialSearch(place: ListingPlace, geography: CountryAreas): DirectorySearchProps['initial'] {
  if (place.level === 'country') return undefined;
  const region = geography.regions.find((candidate) => candidate.id === place.area.regionId);
  return {
    region: region?.slug,
    ...(place.level === 'city' ? { city: { id: place.city.id, name: place.city.name } } : {}),
  };
}

/**
 * The size of a country's or an area's listing from the counts the process caches (a new provider shows in
 * them within AREA_COUNTS_TTL_MS); a city's listing is small enough to count each time.
 */
function cachedTotalOf(place: ListingPlace, counts: AreaCounts): number | undefined {
  if (place.level === 'country') return counts.total;
  if (place.level === 'area') return counts.byArea.get(place.area.id) ?? 0;
  return undefined;
}

/**
 * What a listing page shows, or null for a 404 (an unknown area or city, a page past the last). The areas
 * and their counts come from the process's cache; the page costs its count, its rows, the providers'
 * languages, the service types and, below the country, one grouped query for the links to cities.
 */
export async function loadListing(
  { db, areas, urls, now }: ListingDependencies,
  site: PublicSite,
  address: ListingAddress,
): Promise<ListingView | null> {
  const geography = await areas.areasOf(site.country);
  const place = await findPlace(db, geography, address);
  if (!place) return null;
  const counts = await areas.countsOf(site.country);
  const { providers, total, marksChangeAt } = await listProviders(
    db,
    {
      scope: scopeOf(place, site),
      page: address.page,
      pageSize: DIRECTORY_PAGE_SIZE,
      knownTotal: cachedTotalOf(place, counts),
    },
    now,
  );
  const pageCount = Math.min(pageCountOf(total, DIRECTORY_PAGE_SIZE), MAX_PAGE_NUMBER);
  if (address.page > pageCount) return null;
  const [linkGroups, services] = await Promise.all([
    linkGroupsOf(areas, site, place, geography, counts),
    directoryServices(db, site.language),
  ]);
  return {
    site,
    urls,
    place,
    address,
    providers,
    total,
    marksChangeAt,
    pageCount,
    pageSize: DIRECTORY_PAGE_SIZE,
    linkGroups,
    search: searchProps(site, { geography, counts }, services, initialSearch(place, geography)),
  };
}
