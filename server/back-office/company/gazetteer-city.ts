import type { RegisteredCompany } from '@shared/api/contract/back-office/company';
import type { Queryable } from '@server/db/database';
import { normaliseForSearch } from '@server/geography/normalise-for-search';

export interface GazetteerCity {
  id: number;
  name: string;
  postalCode: string | null;
  departmentId: number | null;
  regionId: number | null;
  latitude: number;
  longitude: number;
}

const CITY_COLUMNS = `c.id, c.name, c.postal_code AS "postalCode", c.department_id AS "departmentId",
                      c.region_id AS "regionId", c.latitude, c.longitude`;

/**
 * The city of `country`'s gazetteer named `name` (whatever its accents and case, in any of its names) with that
 * postal code, as the city autocomplete suggests it: the only places a company's address may be. Where the
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

/**
 * The register's city as the city field writes it: the gazetteer's city of that name and postal code, else of
 * that name in the postal code's department (the register gives a district's code, "69003", where the
 * gazetteer keeps a city's first, "69001"). Unknown to the gazetteer, the register's words are kept: the page
 * then asks for a city from the list.
 */
export async function placeOfRegisteredCity(
  db: Queryable,
  company: RegisteredCompany,
): Promise<{ city: string; postalCode: string }> {
  const exact = await findGazetteerCity(db, {
    country: 'FR',
    name: company.city,
    postalCode: company.postalCode,
  });
  const [inDepartment] = exact
    ? [exact]
    : await db.query<GazetteerCity>(
        `SELECT ${CITY_COLUMNS} FROM cities c JOIN departments d ON d.id = c.department_id
         WHERE c.country = 'FR' AND c.search_name = $1 AND c.postal_code IS NOT NULL AND d.code = $2
         ORDER BY c.population DESC NULLS LAST, c.id LIMIT 1`,
        [normaliseForSearch(company.city), company.postalCode.slice(0, 2)],
      );
  return inDepartment
    ? { city: inDepartment.name, postalCode: inDepartment.postalCode ?? company.postalCode }
    : { city: company.city, postalCode: company.postalCode };
}
