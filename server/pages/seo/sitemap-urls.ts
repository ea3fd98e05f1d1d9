import { routePath } from '@shared/api/routes';
import type { CountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';
import { AREA_LEVEL, type DirectoryAreas } from '@server/directory/areas';
import { listingPath } from '../directory/listing-path';

/**
 * The listings worth indexing of a country, by path: every area and every city that has published providers
 * (their first pages; later pages are reached from them). A city is listed under the area its URL uses.
 */
export async function listingPaths(
  db: Queryable,
  areas: DirectoryAreas,
  country: CountryCode,
): Promise<string[]> {
  const [geography, counts] = await Promise.all([areas.areasOf(country), areas.countsOf(country)]);
  const areaPaths = geography.areas
    .filter((area) => (counts.byArea.get(area.id) ?? 0) > 0)
    .map((area) => listingPath({ areaSlug: area.slug, page: 1 }));
  const areaTable = AREA_LEVEL[country] === 'department' ? 'departments' : 'regions';
  const areaColumn = AREA_LEVEL[country] === 'department' ? 'department_id' : 'region_id';
  const cities = await db.query<{ area_slug: string; city_slug: string }>(
    `SELECT DISTINCT areas.slug AS area_slug, cities.slug AS city_slug
     FROM cities JOIN ${areaTable} AS areas ON areas.id = cities.${areaColumn}
     WHERE cities.id IN (SELECT city_id FROM providers WHERE country = $1 AND published)
     ORDER BY areas.slug, cities.slug`,
    [country],
  );
  const cityPaths = cities.map((city) =>
    listingPath({ areaSlug: city.area_slug, citySlug: city.city_slug, page: 1 }),
  );
  return [...areaPaths, ...cityPaths];
}

/** The profile paths of one sitemap file: the country's published providers in id order, `limit` from `offset`. */
export async function profilePaths(
  db: Queryable,
  country: CountryCode,
  { offset, limit }: { offset: number; limit: number },
): Promise<string[]> {
  const rows = await db.query<{ slug: string }>(
    `SELECT slug FROM providers WHERE country = $1 AND published ORDER BY id LIMIT $2 OFFSET $3`,
    [country, limit, offset],
  );
  return rows.map(({ slug }) => routePath('front_provider_profile', { slug }));
}
