import type { Locality } from '../../shared/api/contract/locality';
import type { CountryCode } from '../../shared/sites';
import type { Queryable } from '../db/database';
import { normaliseForSearch } from '../geography/normalise-for-search';

export const DEFAULT_LOCALITY_LIMIT = 8;

export interface LocalityQuery {
  /** What the user typed: any case, accents, hyphens or apostrophes. */
  q: string;
  country?: CountryCode | undefined;
  limit?: number | undefined;
}

/**
 * Cities whose name starts with what the user typed, biggest first. Both sides are compared in their
 * normalised form, so "saint et" finds "Saint-Étienne". The pattern is a `LIKE` prefix on
 * `cities.search_name`, which its `text_pattern_ops` indexes serve as a range scan (checked with EXPLAIN on
 * PGlite, with and without a country); normalised text holds only letters, digits and single spaces, so
 * nothing in it needs escaping for `LIKE`.
 */
export async function searchLocalities(
  db: Queryable,
  { q, country, limit }: LocalityQuery,
): Promise<Locality[]> {
  const prefix = normaliseForSearch(q);
  if (prefix === '') return [];
  return db.query<Locality>(
    `SELECT cities.name AS city, cities.postal_code AS zipcode, cities.country AS countrycode,
            cities.latitude AS lat, cities.longitude AS lng, coalesce(departments.name, regions.name) AS area
     FROM cities
     JOIN regions ON regions.id = cities.region_id
     LEFT JOIN departments ON departments.id = cities.department_id
     WHERE cities.search_name LIKE $1 AND ($2::text IS NULL OR cities.country = $2)
     ORDER BY cities.population DESC NULLS LAST, cities.id
     LIMIT $3`,
    [`${prefix}%`, country ?? null, limit ?? DEFAULT_LOCALITY_LIMIT],
  );
}
