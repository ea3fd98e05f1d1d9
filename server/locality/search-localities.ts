import type { Locality } from '@shared/api/contract/locality';
import type { CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import { normaliseForSearch } from '../geography/normalise-for-search';

export const DEFAULT_LOCALITY_LIMIT = 8;

export interface CitySearch {
  /** What the user typed: any case, accents, hyphens or apostrophes. */
  q: string;
  country?: CountryCode | undefined;
  /** Only the cities of this region (the directory's search narrows to the region picked). */
  regionId?: number | undefined;
  limit?: number | undefined;
}

/** A city of the gazetteer as the autocompletes offer it. */
export interface CityMatch {
  id: number;
  name: string;
  postalCode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  /** The department or, without one, the region: tells namesakes apart. */
  area: string | null;
}

/**
 * Cities whose name starts with what the user typed, biggest first. Both sides are compared in their
 * normalised form, so "saint et" finds "Saint-Étienne". The pattern is a `LIKE` prefix on
 * `cities.search_name`, which its `text_pattern_ops` indexes serve as a range scan (checked with EXPLAIN on
 * PGlite, with and without a country); normalised text holds only letters, digits and single spaces, so
 * nothing in it needs escaping for `LIKE`.
 */
export async function searchCities(
  db: Queryable,
  { q, country, regionId, limit }: CitySearch,
): Promise<CityMatch[]> {
  const prefix = normaliseForSearch(q);
  if (prefix === '') return [];
  return db.query<CityMatch>(
    `SELECT cities.id, cities.name, cities.postal_code AS "postalCode", cities.country, cities.latitude,
            cities.longitude, coalesce(departments.name, regions.name) AS area
     FROM cities
     JOIN regions ON regions.id = cities.region_id
     LEFT JOIN departments ON departments.id = cities.department_id
     WHERE cities.search_name LIKE $1 AND ($2::text IS NULL OR cities.country = $2)
       AND ($3::int IS NULL OR cities.region_id = $3)
     ORDER BY cities.population DESC NULLS LAST, cities.id
     LIMIT $4`,
    [`${prefix}%`, country ?? null, regionId ?? null, limit ?? DEFAULT_LOCALITY_LIMIT],
  );
}

/**
 * The project site's autocomplete (`/search/locality`): the cities as
 * docs/product/city-autocomplete.md#picked-city describes them.
 */
export async function searchLocalities(
  db: Queryable,
  query: Omit<CitySearch, 'regionId'>,
): Promise<Locality[]> {
  const cities = await searchCities(db, query);
  return cities.map((city) => ({
    city: city.name,
    zipcode: city.postalCode,
    countrycode: city.country,
    lat: city.latitude,
    lng: city.longitude,
    area: city.area,
  }));
}
