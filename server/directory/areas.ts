import type { DirectoryRegion } from '@shared/api/contract/directory';
import { SITES, type CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { citiesWithProviders, type CityWithProviders } from './areas-cities';
import { roughDistanceKm } from './areas-distance';
import type { CacheMeter } from '../cache/cache-meter';
import { timedCache } from '../cache/timed-cache';

/**
 * Which level of the geography the directory's `{departement}` URL segment names, per country: the level
 * couples search by and that covers the whole country. France, Belgium (provinces, Brussels included),
 * the United Kingdom, Italy and Spain have departments everywhere. Germany has Regierungsbezirke in only
 * four Länder, so its Länder are the areas; Portugal's departments are its 308 municipalities, too fine
 * for a listing, so its districts are.
 */
export const AREA_LEVEL = {
  FR: 'department',
  BE: 'department',
  GB: 'department',
  IT: 'department',
  ES: 'department',
  DE: 'region',
  PT: 'region',
} as const satisfies Record<CountryCode, 'department' | 'region'>;

export type AreaLevel = (typeof AREA_LEVEL)[CountryCode];

/** A department, or a region where the country's areas are regions: what `/wedding-planners/{slug}` lists. */
export interface Area {
  id: number;
  level: AreaLevel;
  slug: string;
  name: string;
  /** The source's code: INSEE's department number in France ("69"), a GeoNames code elsewhere. */
  code: string;
  regionId: number;
  /** The centre of its cities, to find the areas next to it. */
  latitude: number;
  longitude: number;
}

export interface Region {
  id: number;
  slug: string;
  name: string;
}

/** A country's geography as the directory uses it; fixed once imported, so kept for the process's life. */
export interface CountryAreas {
  level: AreaLevel;
  /** By name, in the site's collation. */
  areas: readonly Area[];
  bySlug: ReadonlyMap<string, Area>;
  /** By the slugs areas had before their names were localised (server/geography/localise-area-names.ts). */
  byFormerSlug: ReadonlyMap<string, Area>;
  regions: readonly Region[];
}

/** Published providers per area and per region of a country. */
export interface AreaCounts {
  total: number;
  byArea: ReadonlyMap<number, number>;
  byRegion: ReadonlyMap<number, number>;
}

/** How long provider counts are reused: a new provider shows in the counts within this time. */
export const AREA_COUNTS_TTL_MS = 5 * 60_000;

/**
 * The country's regions that have published providers, by name, each with its count: a region without any
 * is not offered as a filter, as it could only find nothing ("Guadeloupe (0)").
 */
export function regionsWithCounts(geography: CountryAreas, counts: AreaCounts): DirectoryRegion[] {
  return geography.regions.flatMap((region) => {
    const count = counts.byRegion.get(region.id) ?? 0;
    return count > 0 ? [{ slug: region.slug, name: region.name, count }] : [];
  });
}

/** The area's name as a page shows it; French departments are known by their number too. */
export function areaLabel(area: Pick<Area, 'level' | 'name' | 'code'>, country: CountryCode): string {
  return country === 'FR' && area.level === 'department' ? `${area.name} (${area.code})` : area.name;
}

async function loadCountryAreas(db: Queryable, country: CountryCode): Promise<CountryAreas> {
  const level = AREA_LEVEL[country];
  const areaRows = await db.query<Omit<Area, 'level'>>(
    level === 'department'
      ? `SELECT departments.id, departments.slug, departments.name, departments.code,
                departments.region_id AS "regionId",
                coalesce(avg(cities.latitude), 0) AS latitude, coalesce(avg(cities.longitude), 0) AS longitude
         FROM departments LEFT JOIN cities ON cities.department_id = departments.id
         WHERE departments.country = $1 GROUP BY departments.id`
      : `SELECT regions.id, regions.slug, regions.name, regions.code, regions.id AS "regionId",
                coalesce(avg(cities.latitude), 0) AS latitude, coalesce(avg(cities.longitude), 0) AS longitude
         FROM regions LEFT JOIN cities ON cities.region_id = regions.id
         WHERE regions.country = $1 GROUP BY regions.id`,
    [country],
  );
  const formerSlugs = await db.query<{ slug: string; id: number }>(
    level === 'department'
      ? 'SELECT slug, department_id AS id FROM department_slug_aliases WHERE country = $1'
      : 'SELECT slug, region_id AS id FROM region_slug_aliases WHERE country = $1',
    [country],
  );
  const regions = await db.query<Region>('SELECT id, slug, name FROM regions WHERE country = $1', [country]);
  const byName = new Intl.Collator(SITES[country].defaultLocale).compare;
  const areas = areaRows
    .map((row) => ({ ...row, level, latitude: Number(row.latitude), longitude: Number(row.longitude) }))
    .sort((a, b) => byName(a.name, b.name));
  const byId = new Map(areas.map((area) => [area.id, area]));
  return {
    level,
    areas,
    bySlug: new Map(areas.map((area) => [area.slug, area])),
    byFormerSlug: new Map(
      formerSlugs.flatMap(({ slug, id }) => {
        const area = byId.get(id);
        return area ? [[slug, area] as const] : [];
      }),
    ),
    regions: regions.sort((a, b) => byName(a.name, b.name)),
  };
}

async function loadAreaCounts(db: Queryable, country: CountryCode): Promise<AreaCounts> {
  const rows = await db.query<{ region_id: number | null; department_id: number | null; count: number }>(
    `SELECT region_id, department_id, count(*)::int AS count FROM providers
     WHERE country = $1 AND published GROUP BY region_id, department_id`,
    [country],
  );
  const areaColumn = AREA_LEVEL[country] === 'department' ? 'department_id' : 'region_id';
  const byArea = new Map<number, number>();
  const byRegion = new Map<number, number>();
  let total = 0;
  for (const row of rows) {
    total += row.count;
    const area = row[areaColumn];
    if (area !== null) byArea.set(area, (byArea.get(area) ?? 0) + row.count);
    if (row.region_id !== null) byRegion.set(row.region_id, (byRegion.get(row.region_id) ?? 0) + row.count);
  }
  return { total, byArea, byRegion };
}

export interface DirectoryAreas {
  areasOf(country: CountryCode): Promise<CountryAreas>;
  countsOf(country: CountryCode): Promise<AreaCounts>;
  /** The cities of an area that have providers (see citiesWithProviders), read at most every AREA_COUNTS_TTL_MS. */
  citiesOf(area: Area): Promise<CityWithProviders[]>;
  /**
   * Tells the directory's version (directoryVersion) read before a page's data: counts and cities kept from
   * another version are read again, so a page kept under a version shows that version's counts.
   */
  follow(version: string): void;
}

/**
 * The areas of each country, read once per process (the geography is imported before the server starts;
 * an empty answer is not kept, so a later import is seen), their provider counts and the cities of each area
 * that have providers, read at most every AREA_COUNTS_TTL_MS: a grouped query per country serves every
 * listing's links and the departments page, and one per area the links to its cities.
 */
export function createDirectoryAreas(
  db: Queryable,
  clock: Clock,
  meters?: { counts: CacheMeter; cities: CacheMeter },
): DirectoryAreas {
  const areas = new Map<CountryCode, Promise<CountryAreas>>();
  const counts = timedCache(
    clock,
    AREA_COUNTS_TTL_MS,
    (country: CountryCode) => country,
    (country) => loadAreaCounts(db, country),
    { meter: meters?.counts },
  );
  const cities = timedCache(
    clock,
    AREA_COUNTS_TTL_MS,
    (area: Area) => `${area.level}:${area.id}`,
    (area) => citiesWithProviders(db, area),
    { meter: meters?.cities },
  );
  let followed: string | undefined;
  return {
    follow(version) {
      if (version === followed) return;
      counts.clear();
      cities.clear();
      followed = version;
    },
    areasOf(country) {
      let loaded = areas.get(country);
      if (!loaded) {
        loaded = loadCountryAreas(db, country);
        areas.set(country, loaded);
        loaded.then(
          (result) => result.areas.length === 0 && areas.delete(country),
          () => areas.delete(country),
        );
      }
      return loaded;
    },
    countsOf: counts,
    citiesOf: cities,
  };
}

/** The areas nearest to `area` that have providers, nearest first. */
export function nearbyAreas(
  { areas }: CountryAreas,
  counts: AreaCounts,
  area: Area,
  limit: number,
): { area: Area; count: number }[] {
  return areas
    .filter((other) => other.id !== area.id && (counts.byArea.get(other.id) ?? 0) > 0)
    .map((other) => ({ area: other, count: counts.byArea.get(other.id) ?? 0 }))
    .sort((a, b) => roughDistanceKm(area, a.area) - roughDistanceKm(area, b.area))
    .slice(0, limit);
}

/** The areas with the most providers, for a country's listing. */
export function busiestAreas(
  { areas }: CountryAreas,
  counts: AreaCounts,
  limit: number,
): { area: Area; count: number }[] {
  return areas
    .map((area) => ({ area, count: counts.byArea.get(area.id) ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}
