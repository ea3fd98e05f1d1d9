import type { Locality } from '@shared/api/contract/locality';
import type { Language } from '@shared/i18n/languages';
import type { CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import { normaliseForSearch } from '../geography/normalise-for-search';

export const DEFAULT_LOCALITY_LIMIT = 8;

export interface CitySearch {
  /** What the user typed: any case, accents, hyphens or apostrophes. */
  q: string;
  /** Only this country's cities (the directory lists one country's planners). */
  country?: CountryCode | undefined;
  /** This country's cities first, then the other countries' (a couple may marry where they do not live). */
  preferredCountry?: CountryCode | undefined;
  /** Only the cities of this region (the directory's search narrows to the region picked). */
  regionId?: number | undefined;
  /** The page's language: a city named in it (Bruxelles on a French page) is given that name. */
  language?: Language | undefined;
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
 * Cities whose name, or one of their other names (`city_names`: Munich for München, Bruxelles for Brussel),
 * starts with what the user typed, the preferred country's first, then biggest first. Both sides are compared
 * in their normalised form, so "saint et" finds "Saint-Étienne". Each pattern is a `LIKE` prefix on a
 * `search_name` column, which its `text_pattern_ops` index serves as a range scan; the matches are gathered
 * first and joined to the cities by key, so no table is read whole (checked with EXPLAIN on PGlite, with and
 * without a country: an `IN (…)` of the same union had the planner scan every city). Normalised text holds
 * only letters, digits and single spaces, so nothing in it needs escaping for `LIKE`.
 */
export async function searchCities(
  db: Queryable,
  { q, country, preferredCountry, regionId, language, limit }: CitySearch,
): Promise<CityMatch[]> {
  const prefix = normaliseForSearch(q);
  if (prefix === '') return [];
  return db.query<CityMatch>(
    `SELECT cities.id, coalesce(shown.name, cities.name) AS name, cities.postal_code AS "postalCode",
            cities.country, cities.latitude, cities.longitude, coalesce(departments.name, regions.name) AS area
     FROM (SELECT id FROM cities WHERE search_name LIKE $1 AND ($2::text IS NULL OR country = $2)
           UNION
           SELECT city_id FROM city_names WHERE search_name LIKE $1) AS matched
     JOIN cities ON cities.id = matched.id
     JOIN regions ON regions.id = cities.region_id
     LEFT JOIN departments ON departments.id = cities.department_id
     LEFT JOIN city_names AS shown ON shown.city_id = cities.id AND shown.language = $6
     WHERE ($2::text IS NULL OR cities.country = $2)
       AND ($3::int IS NULL OR cities.region_id = $3)
     ORDER BY cities.country = $5 DESC, cities.population DESC NULLS LAST, cities.id
     LIMIT $4`,
    [
      `${prefix}%`,
      country ?? null,
      regionId ?? null,
      limit ?? DEFAULT_LOCALITY_LIMIT,
      preferredCountry ?? null,
      language ?? null,
    ],
  );
}

/**
 * The project site's autocomplete (`/search/locality`): the cities as
 * docs/product/city-autocomplete.md#picked-city describes them.
 */
export async function searchLocalities(
  db: Queryable,
  { country, ...query }: Omit<CitySearch, 'regionId' | 'preferredCountry'>,
): Promise<Locality[]> {
  const cities = await searchCities(db, { ...query, preferredCountry: country });
  return cities.map((city) => ({
    city: city.name,
    zipcode: city.postalCode,
    countrycode: city.country,
    lat: city.latitude,
    lng: city.longitude,
    area: city.area,
  }));
}
