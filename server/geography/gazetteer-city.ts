import type { Queryable } from '@server/db/database';
import { normaliseForSearch } from './normalise-for-search';

export interface GazetteerCity {
  id: number;
  name: string;
  postalCode: string | null;
  departmentId: number | null;
  regionId: number | null;
  latitude: number;
  longitude: number;
}

export const CITY_COLUMNS = `c.id, c.name, c.postal_code AS "postalCode", c.department_id AS "departmentId",
                      c.region_id AS "regionId", c.latitude, c.longitude`;

/**
 * The city of `country`'s gazetteer named `name` (whatever its accents and case, in any of its names) with that
 * postal code, as the city autocomplete suggests it: the only places a back-office address (a company's, a venue's) may be. Where the
 * gazetteer has no postal codes (outside France), an empty one finds the city by its name.
 */
export async function findGazetteerCity(
  db: Queryable,
  { country, name, postalCode }: { country: string; name: string; postalCode: string },
): Promise<GazetteerCity | null> {
  const [city] = await db.query<GazetteerCity>(
    `SELECT ${CITY_COLUMNS} FROM cities c
     WHERE c.country = $1
       AND (c.search_name = $2
            OR EXISTS (SELECT 1 FROM city_names n WHERE n.city_id = c.id AND n.search_name = $2))
       AND (c.postal_code = $3 OR ($3 = '' AND c.postal_code IS NULL))
     ORDER BY c.population DESC NULLS LAST, c.id LIMIT 1`,
    [country, normaliseForSearch(name), postalCode],
  );
  return city ?? null;
}
