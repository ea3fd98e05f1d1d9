import {
  CITY_SEARCH_RADIUS_KM,
  DIRECTORY_PAGE_SIZE,
  type DirectoryFilters,
  type DirectorySearchResult,
} from '@shared/api/contract/directory';
import { pageCountOf } from '@shared/api/contract/page-number';
import type { CountryCode } from '@shared/sites';
import type { Queryable, SqlParam } from '../db/database';
import { invalidField } from '../http/http-error';
import { boundingBox, providerDistanceKmSql } from '../providers/distance';
import {
  DIRECTORY_CARD_COLUMNS,
  directoryCards,
  LISTING_ORDER,
  listProviders,
  marksChangeAt,
  type DirectoryCardRow,
  type ListedPage,
} from './list-providers';
import type { ListingCounts } from './listing-counts';

/** A search's answer, and when it changes with time alone (a card's "recently active" mark ends), if ever. */
export interface SearchedPage {
  result: DirectorySearchResult;
  marksChangeAt: Date | null;
}

/** A directory search: the filters of the contract, with the country settled (the host's by default). */
export type DirectorySearch = Omit<DirectoryFilters, 'country'> & { country: CountryCode };

interface ResolvedFilters {
  serviceId: number | undefined;
  regionId: number | undefined;
  city: { latitude: number; longitude: number } | undefined;
}

/**
 * The ids behind the slugs, in one round trip; a region's former slug (before its name was localised) still
 * names it, as shared search addresses carry it. A filter naming nothing (a service or region that does not
 * exist, a city of another country) is a 400 saying which: an empty list would read as "no planner here".
 */
async function resolveFilters(db: Queryable, search: DirectorySearch): Promise<ResolvedFilters> {
  const [row] = await db.query<{
    service_id: number | null;
    region_id: number | null;
    city_latitude: number | null;
    city_longitude: number | null;
  }>(
    `SELECT (SELECT id FROM service_types WHERE slug = $1) AS service_id,
            (SELECT id FROM regions WHERE country = $2 AND slug = $3
             UNION ALL SELECT region_id FROM region_slug_aliases WHERE country = $2 AND slug = $3
             LIMIT 1) AS region_id,
            (SELECT latitude FROM cities WHERE id = $4 AND country = $2) AS city_latitude,
            (SELECT longitude FROM cities WHERE id = $4 AND country = $2) AS city_longitude`,
    [search.service ?? null, search.country, search.region ?? null, search.city ?? null],
  );
  if (search.service !== undefined && row?.service_id == null) {
    throw invalidField('service', 'server.unknownServiceType');
  }
  if (search.region !== undefined && row?.region_id == null)
    throw invalidField('region', 'server.unknownRegion');
  if (search.city !== undefined && (row?.city_latitude == null || row.city_longitude == null)) {
    throw invalidField('city', 'server.unknownCity');
  }
  return {
    serviceId: row?.service_id ?? undefined,
    regionId: row?.region_id ?? undefined,
    city:
      row?.city_latitude != null && row.city_longitude != null
        ? { latitude: row.city_latitude, longitude: row.city_longitude }
        : undefined,
  };
}

/**
 * The published providers of the country within CITY_SEARCH_RADIUS_KM of the city, nearest first (then in
 * listing order). The bounding box lets the (country, latitude, longitude) index pick the candidates; the
 * exact distance is computed for those only.
 */
async function providersNearCity(
  db: Queryable,
  search: DirectorySearch,
  filters: ResolvedFilters & { city: { latitude: number; longitude: number } },
  page: number,
  now: Date,
): Promise<ListedPage> {
  const { latitude, longitude } = filters.city;
  const box = boundingBox(latitude, longitude, CITY_SEARCH_RADIUS_KM);
  const parameters: SqlParam[] = [
    latitude,
    longitude,
    search.country,
    box.minLatitude,
    box.maxLatitude,
    box.minLongitude,
    box.maxLongitude,
    CITY_SEARCH_RADIUS_KM,
  ];
  const distance = providerDistanceKmSql('$1', '$2');
  let where = `providers.published AND providers.country = $3
    AND providers.latitude BETWEEN $4 AND $5 AND providers.longitude BETWEEN $6 AND $7
    AND ${distance} <= $8`;
  if (filters.regionId !== undefined) {
    parameters.push(filters.regionId);
    where += ` AND providers.region_id = $${parameters.length}`;
  }
  if (filters.serviceId !== undefined) {
    parameters.push(filters.serviceId);
    where += ` AND ${offersService(`$${parameters.length}`)}`;
  }
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM providers WHERE ${where}`,
    parameters,
  );
  const total = counted?.total ?? 0;
  const offset = (page - 1) * DIRECTORY_PAGE_SIZE;
  if (offset >= total) return { providers: [], total, marksChangeAt: null };
  // As listings do: the page is chosen from the index (providers_search_near), then its rows are read.
  const rows = await db.query<DirectoryCardRow>(
    `SELECT ${DIRECTORY_CARD_COLUMNS} FROM providers
     JOIN (SELECT providers.id, ${distance} AS distance_km FROM providers WHERE ${where}
           ORDER BY distance_km, ${LISTING_ORDER}
           LIMIT $${parameters.length + 1} OFFSET $${parameters.length + 2}) AS page
       ON page.id = providers.id
     ORDER BY page.distance_km, ${LISTING_ORDER}`,
    [...parameters, DIRECTORY_PAGE_SIZE, offset],
  );
  return { providers: await directoryCards(db, rows, now), total, marksChangeAt: marksChangeAt(rows, now) };
}

function offersService(serviceIdParameter: string): string {
  return `EXISTS (SELECT 1 FROM provider_services
                  WHERE provider_services.provider_id = providers.id
                    AND provider_services.service_type_id = ${serviceIdParameter})`;
}

/**
 * One page of a directory search (`POST /api/directory/` and the no-JS `POST /search/planners/{page}`):
 * the published providers of the country, of the region when one is given, offering the service when one
 * is given; near a city, nearest first, otherwise in listing order (premium, then most recently active).
 * A page past the last is empty; an unknown service, region or city is an HttpError 400. Without a city, the
 * size of the listing comes from `counts` (cached); near a city it is counted, from the bounding box's index.
 */
export async function searchDirectory(
  { db, counts }: { db: Queryable; counts: ListingCounts },
  search: DirectorySearch,
  page: number,
  now: Date,
): Promise<SearchedPage> {
  const filters = await resolveFilters(db, search);
  const { city } = filters;
  let found: ListedPage;
  if (city) {
    found = await providersNearCity(db, search, { ...filters, city }, page, now);
  } else {
    const listing = {
      scope:
        filters.regionId === undefined
          ? ({ level: 'country', country: search.country } as const)
          : ({ level: 'region', id: filters.regionId } as const),
      serviceId: filters.serviceId,
    };
    const knownTotal = await counts(listing);
    found = await listProviders(db, { ...listing, page, pageSize: DIRECTORY_PAGE_SIZE, knownTotal }, now);
  }
  const { marksChangeAt: changesAt, ...listed } = found;
  return {
    result: { ...listed, page, pageCount: pageCountOf(found.total, DIRECTORY_PAGE_SIZE) },
    marksChangeAt: changesAt,
  };
}
