import type { Queryable } from '../db/database';
import { normaliseForSearch } from '../geography/normalise-for-search';

export interface PlaceQuery {
  /** The place as typed ("Saint-Étienne", "lyon"). */
  name: string;
  zipCode?: string | null | undefined;
  country?: string | null | undefined;
}

export interface PlacedLocation {
  latitude: number;
  longitude: number;
  country: string;
}

/**
 * The gazetteer's best guess for a place typed without coordinates, by its name or one of its other names
 * (`city_names`: Munich for München): a city of that exact name before one whose name merely starts with it,
 * then — among namesakes — the one with the same postal code, then one in the same department (first two
 * characters), then the biggest. Null when no city's name matches. Each name column is read on its own index
 * and the two joined by key, as the city search does.
 */
export async function locatePlace(
  db: Queryable,
  { name, zipCode, country }: PlaceQuery,
): Promise<PlacedLocation | null> {
  const searchName = normaliseForSearch(name);
  if (searchName === '') return null;
  const zip = zipCode?.trim() || null;
  const [place] = await db.query<PlacedLocation>(
    `SELECT cities.latitude, cities.longitude, cities.country
     FROM (SELECT id, bool_or(exact) AS exact
           FROM (SELECT id, search_name = $1 AS exact FROM cities
                 WHERE search_name LIKE $1 || '%' AND ($2::text IS NULL OR country = $2)
                 UNION ALL
                 SELECT city_id, search_name = $1 FROM city_names WHERE search_name LIKE $1 || '%') AS named
           GROUP BY id) AS matched
     JOIN cities ON cities.id = matched.id
     WHERE $2::text IS NULL OR cities.country = $2
     ORDER BY matched.exact DESC,
              postal_code = $3 DESC NULLS LAST,
              left(postal_code, 2) = left($3, 2) DESC NULLS LAST,
              population DESC NULLS LAST, cities.id
     LIMIT 1`,
    [searchName, country ?? null, zip],
  );
  return place ?? null;
}
