import type { RegisteredCompany } from '@shared/api/contract/back-office/company';
import type { Queryable } from '@server/db/database';
import { normaliseForSearch } from '@server/geography/normalise-for-search';
import { CITY_COLUMNS, findGazetteerCity, type GazetteerCity } from '@server/geography/gazetteer-city';

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
