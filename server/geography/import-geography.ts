import { COUNTRY_CODES, type CountryCode } from '@shared/sites';
import type { Database, Queryable } from '../db/database';
import type { CountryGazetteer, GazetteerCity } from './gazetteer';
import { loadGazetteer } from './load-gazetteer';
import { localiseAreaNames } from './localise-area-names';
import { localiseCityNames } from './localise-city-names';
import { normaliseForSearch } from './normalise-for-search';
import { assignUniqueSlugs } from './slugify';

export interface ImportGeographyOptions {
  /** Defaults to the seven site countries. */
  countries?: readonly CountryCode[];
  /**
   * Keeps only the N most populous cities of each country (tests); every region and department is kept.
   * A country imported with a limit stays so: later calls skip it like any imported country.
   */
  limitPerCountry?: number;
  log?: (line: string) => void;
}

export interface CountryImportCounts {
  country: CountryCode;
  /** False when the country was already in the database: nothing was written. */
  imported: boolean;
  regions: number;
  departments: number;
  cities: number;
}

/**
 * Rows per INSERT: each statement sends its rows as one JSON parameter expanded by `json_to_recordset`,
 * a few round trips instead of tens of thousands (measured on PGlite: see the README section).
 */
const CITIES_PER_STATEMENT = 5000;

/**
 * Writes the regions, departments and cities of each country not yet imported, one transaction per country:
 * a country is either fully there or absent, and a second call only reports the counts. Regions and
 * departments are then named in the site's language (localiseAreaNames), and the cities GeoNames names in
 * English too (localiseCityNames), which also renames those of a country imported before.
 */
export async function importGeography(
  db: Database,
  options: ImportGeographyOptions = {},
): Promise<CountryImportCounts[]> {
  const { countries = COUNTRY_CODES, limitPerCountry, log } = options;
  const results: CountryImportCounts[] = [];
  for (const country of countries) {
    const existing = await countRows(db, country);
    if (existing.regions > 0) {
      const [areasRenamed, citiesRenamed] = await db.transaction(async (tx) => {
        await tx.query('LOCK TABLE regions IN EXCLUSIVE MODE');
        return [await localiseAreaNames(tx, country), await localiseCityNames(tx, country)];
      });
      if (areasRenamed > 0)
        log?.(`Geography ${country}: ${areasRenamed} regions and departments renamed in the site's language`);
      if (citiesRenamed > 0)
        log?.(`Geography ${country}: ${citiesRenamed} cities renamed in the site's language`);
      results.push({ country, imported: false, ...existing });
      continue;
    }
    const gazetteer = biggestCitiesFirst(await loadGazetteer(country), limitPerCountry);
    const imported = await db.transaction(async (tx) => {
      // Another server starting at the same moment waits here, then finds the country already there.
      await tx.query('LOCK TABLE regions IN EXCLUSIVE MODE');
      if ((await countRows(tx, country)).regions > 0) return false;
      await writeCountry(tx, gazetteer);
      await localiseAreaNames(tx, country);
      await localiseCityNames(tx, country);
      return true;
    });
    const counts = { country, imported, ...(await countRows(db, country)) };
    if (imported) {
      log?.(
        `Geography ${country}: ${counts.regions} regions, ${counts.departments} departments, ${counts.cities} cities`,
      );
    }
    results.push(counts);
  }
  return results;
}

async function countRows(db: Queryable, country: CountryCode) {
  const [row] = await db.query<{ regions: number; departments: number; cities: number }>(
    `SELECT (SELECT count(*)::int FROM regions WHERE country = $1) AS regions,
            (SELECT count(*)::int FROM departments WHERE country = $1) AS departments,
            (SELECT count(*)::int FROM cities WHERE country = $1) AS cities`,
    [country],
  );
  return row ?? { regions: 0, departments: 0, cities: 0 };
}

/** Biggest first: the order ids and slugs are given in, so "paris" is the capital, not a namesake village. */
function byImportance(a: GazetteerCity, b: GazetteerCity): number {
  return (b.population ?? 0) - (a.population ?? 0) || a.externalId.localeCompare(b.externalId);
}

function biggestCitiesFirst(gazetteer: CountryGazetteer, limit: number | undefined): CountryGazetteer {
  const cities = [...gazetteer.cities].sort(byImportance);
  return { ...gazetteer, cities: limit === undefined ? cities : cities.slice(0, limit) };
}

async function writeCountry(
  tx: Queryable,
  { country, regions, departments, cities }: CountryGazetteer,
): Promise<void> {
  const regionSlugs = assignUniqueSlugs(
    regions,
    (r) => r.name,
    () => '',
    (r) => r.code,
  );
  await tx.query(
    `INSERT INTO regions (country, code, name, slug)
     SELECT $1, r.code, r.name, r.slug
     FROM json_to_recordset($2::json) AS r(position int, code text, name text, slug text)
     ORDER BY r.position`,
    [country, JSON.stringify(regions.map((r, position) => ({ position, ...r, slug: regionSlugs.get(r) })))],
  );

  const departmentSlugs = assignUniqueSlugs(
    departments,
    (d) => d.name,
    () => '',
    (d) => d.code,
  );
  await tx.query(
    `INSERT INTO departments (country, region_id, code, name, slug)
     SELECT $1, regions.id, d.code, d.name, d.slug
     FROM json_to_recordset($2::json) AS d(position int, code text, region_code text, name text, slug text)
     JOIN regions ON regions.country = $1 AND regions.code = d.region_code
     ORDER BY d.position`,
    [
      country,
      JSON.stringify(
        departments.map((d, position) => ({
          position,
          code: d.code,
          region_code: d.regionCode,
          name: d.name,
          slug: departmentSlugs.get(d),
        })),
      ),
    ],
  );

  // A city's slug is unique within its department, or within its region where it has no department.
  const citySlugs = assignUniqueSlugs(
    cities,
    (c) => c.name,
    (c) => (c.departmentCode === null ? `region:${c.regionCode}` : `department:${c.departmentCode}`),
    (c) => c.externalId,
  );
  for (let start = 0; start < cities.length; start += CITIES_PER_STATEMENT) {
    const batch = cities.slice(start, start + CITIES_PER_STATEMENT).map((c, index) => ({
      position: start + index,
      external_id: c.externalId,
      region_code: c.regionCode,
      department_code: c.departmentCode,
      name: c.name,
      slug: citySlugs.get(c),
      search_name: normaliseForSearch(c.name),
      postal_code: c.postalCode,
      latitude: c.latitude,
      longitude: c.longitude,
      population: c.population,
    }));
    await tx.query(
      `INSERT INTO cities (country, region_id, department_id, external_id, name, slug, search_name, postal_code,
                           latitude, longitude, population)
       SELECT $1, regions.id, departments.id, c.external_id, c.name, c.slug, c.search_name, c.postal_code,
              c.latitude, c.longitude, c.population
       FROM json_to_recordset($2::json) AS c(position int, external_id text, region_code text, department_code text,
            name text, slug text, search_name text, postal_code text, latitude double precision,
            longitude double precision, population int)
       JOIN regions ON regions.country = $1 AND regions.code = c.region_code
       LEFT JOIN departments ON departments.country = $1 AND departments.code = c.department_code
       ORDER BY c.position`,
      [country, JSON.stringify(batch)],
    );
  }
}
