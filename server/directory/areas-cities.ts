import type { Queryable } from '../db/database';
import type { Area } from './areas';
import { roughDistanceKm } from './areas-distance';

export interface AreaCity {
  id: number;
  slug: string;
  name: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
}

export interface CityWithProviders {
  id: number;
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Its published providers. */
  count: number;
}

const CITY_COLUMNS = `cities.id, cities.slug, cities.name, cities.postal_code AS "postalCode", cities.latitude,
  cities.longitude`;

/**
 * The city `/wedding-planners/{area}/{slug}` names. A city's slug is unique within its department; where the
 * areas are regions, two cities of a region may share one (namesakes in two Regierungsbezirke), and the
 * bigger one answers.
 */
export async function findCityOfArea(db: Queryable, area: Area, slug: string): Promise<AreaCity | null> {
  const rows =
    area.level === 'department'
      ? await db.query<AreaCity>(
          `SELECT ${CITY_COLUMNS} FROM cities WHERE department_id = $1 AND slug = $2`,
          [area.id, slug],
        )
      : await db.query<AreaCity>(
          `SELECT ${CITY_COLUMNS} FROM cities WHERE region_id = $1 AND slug = $2
           ORDER BY population DESC NULLS LAST, id LIMIT 1`,
          [area.id, slug],
        );
  return rows[0] ?? null;
}

/**
 * The current slug of the city of an area that `/wedding-planners/{area}/{slug}` named before the city got
 * its local name (`munich` → `munchen`), else null. Asked only once no city of the area has that slug.
 */
export async function renamedCitySlug(db: Queryable, area: Area, slug: string): Promise<string | null> {
  const [row] = await db.query<{ slug: string }>(
    `SELECT cities.slug FROM city_slug_aliases JOIN cities ON cities.id = city_slug_aliases.city_id
     WHERE city_slug_aliases.slug = $2 AND ${area.level === 'department' ? 'cities.department_id' : 'cities.region_id'} = $1
     ORDER BY cities.population DESC NULLS LAST, cities.id LIMIT 1`,
    [area.id, slug],
  );
  return row?.slug ?? null;
}

/** The listing column of the providers of an area (both have a listing index). */
function providersAreaColumn(area: Area): string {
  return area.level === 'department' ? 'providers.department_id' : 'providers.region_id';
}

/**
 * Every city of an area that has published providers, with their counts, those with the most first: the
 * area's listing index gives its providers, grouped by city.
 */
export async function citiesWithProviders(db: Queryable, area: Area): Promise<CityWithProviders[]> {
  return db.query<CityWithProviders>(
    `SELECT cities.id, cities.slug, cities.name, cities.latitude, cities.longitude, count(*)::int AS count
     FROM providers JOIN cities ON cities.id = providers.city_id
     WHERE providers.published AND ${providersAreaColumn(area)} = $1
     GROUP BY cities.id ORDER BY count(*) DESC, cities.name`,
    [area.id],
  );
}

/** The cities nearest to `city`, nearest first, `city` itself left out. */
export function nearestCities(
  cities: readonly CityWithProviders[],
  city: AreaCity,
  limit: number,
): CityWithProviders[] {
  return cities
    .filter((other) => other.id !== city.id)
    .map((other) => ({ other, distance: roughDistanceKm(city, other) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map(({ other }) => other);
}
