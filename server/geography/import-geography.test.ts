import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@shared/sites';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { importGeography } from './import-geography';
import { normaliseForSearch } from './normalise-for-search';

let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

interface CityRow {
  country: string;
  name: string;
  slug: string;
  search_name: string;
  postal_code: string | null;
  latitude: number;
  longitude: number;
  population: number | null;
  department_slug: string | null;
  region_slug: string;
}

const citiesOf = (country: string) =>
  db.query<CityRow>(
    `SELECT cities.country, cities.name, cities.slug, cities.search_name, cities.postal_code, cities.latitude,
            cities.longitude, cities.population, departments.slug AS department_slug, regions.slug AS region_slug
     FROM cities JOIN regions ON regions.id = cities.region_id
     LEFT JOIN departments ON departments.id = cities.department_id
     WHERE cities.country = $1 ORDER BY cities.id`,
    [country],
  );

describe('importGeography with a few cities per country', () => {
  it('writes regions, departments and the biggest cities of each of the seven countries', async () => {
    const counts = await importGeography(db, { limitPerCountry: 5 });
    expect(counts.map((count) => count.country)).toEqual([...COUNTRY_CODES]);
    for (const count of counts) {
      expect(count, count.country).toMatchObject({ imported: true, cities: 5 });
      expect(count.regions, count.country).toBeGreaterThan(2);
      expect(count.departments, count.country).toBeGreaterThan(10);
    }
    const france = await citiesOf('FR');
    expect(france.map((city) => city.name)).toEqual(['Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice']);
    expect(france[2]).toMatchObject({
      slug: 'lyon',
      search_name: 'lyon',
      postal_code: '69001',
      department_slug: 'rhone',
      region_slug: 'auvergne-rhone-alpes',
    });
  });

  it('gives every city coordinates, a population and a search name; postal codes where the data has them', async () => {
    await importGeography(db, { limitPerCountry: 5 });
    for (const country of COUNTRY_CODES) {
      for (const city of await citiesOf(country)) {
        expect(Math.abs(city.latitude) > 0 && Math.abs(city.longitude) > 0, city.name).toBe(true);
        expect(city.population, city.name).toBeGreaterThan(100_000);
        expect(city.search_name).toBe(normaliseForSearch(city.name));
        expect(city.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(city.postal_code === null, city.name).toBe(country !== 'FR');
      }
    }
    const berlin = (await citiesOf('DE')).find((city) => city.name === 'Berlin');
    expect(berlin).toMatchObject({ department_slug: null, region_slug: 'berlin' });
  });

  it('finds cities by an accent- and case-insensitive prefix of their name', async () => {
    await importGeography(db, { countries: ['FR', 'ES'], limitPerCountry: 40 });
    const found = await db.query<{ name: string }>(
      `SELECT name FROM cities WHERE search_name LIKE $1 || '%' ORDER BY population DESC`,
      [normaliseForSearch('SAINT-ÉT')],
    );
    expect(found.map((city) => city.name)).toEqual(['Saint-Étienne']);
  });

  it('imports only the countries asked for', async () => {
    const counts = await importGeography(db, { countries: ['PT'], limitPerCountry: 3 });
    expect(counts.map((count) => count.country)).toEqual(['PT']);
    const [row] = await db.query<{ countries: string[] }>(
      'SELECT array_agg(DISTINCT country) AS countries FROM cities',
    );
    expect(row?.countries).toEqual(['PT']);
  });

  it('skips a country already imported and reports what is there', async () => {
    const first = await importGeography(db, { countries: ['BE', 'IT'], limitPerCountry: 4 });
    const second = await importGeography(db, { countries: ['BE', 'IT'], limitPerCountry: 50 });
    expect(second).toEqual(first.map((count) => ({ ...count, imported: false })));
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM cities');
    expect(row?.count).toBe(8);
  });
});

describe('importGeography in full', () => {
  it('imports every city of the seven countries within the constraints (unique slugs, coordinates)', async () => {
    const counts = await importGeography(db);
    for (const count of counts) expect(count.cities, count.country).toBeGreaterThan(900);
    const [slugs] = await db.query<{ duplicates: number }>(
      `SELECT count(*)::int AS duplicates FROM (
         SELECT 1 FROM cities GROUP BY coalesce(department_id, -region_id), slug HAVING count(*) > 1
       ) AS duplicated`,
    );
    expect(slugs?.duplicates).toBe(0);
  }, 120_000);
});
