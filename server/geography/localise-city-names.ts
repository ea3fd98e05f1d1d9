import { SITES, type CountryCode } from '@shared/sites';
import type { Queryable } from '../db/database';
import { LOCAL_CITY_NAMES, type LocalCityNames } from './local-city-names';
import { normaliseForSearch } from './normalise-for-search';
import { slugify } from './slugify';

interface CityRow {
  id: number;
  external_id: string;
  name: string;
  slug: string;
  department_id: number | null;
  region_id: number;
}

interface CityName {
  name: string;
  language: string | null;
}

/** `geonames:2867714` → 2867714; null for another source's id (France's INSEE codes). */
function geonamesId(externalId: string): number | null {
  const match = /^geonames:(\d+)$/.exec(externalId);
  return match ? Number(match[1]) : null;
}

/** The name the site's pages show: the one in the site's language, else the city's only one. */
function siteName(local: LocalCityNames, country: CountryCode): string | undefined {
  return local.names[SITES[country].languages[0]] ?? Object.values(local.names)[0];
}

/**
 * The names that find the city besides its own: its names in the country's other languages (which pages in
 * that language show), its aliases, and the GeoNames name it replaced.
 */
function otherNames(local: LocalCityNames, shown: string, geonamesNames: readonly string[]): CityName[] {
  const names: CityName[] = Object.entries(local.names)
    .filter(([, name]) => name !== shown)
    .map(([language, name]) => ({ name: name ?? '', language }));
  for (const alias of [...(local.aliases ?? []), ...geonamesNames]) {
    if (alias !== shown && !names.some((known) => known.name === alias)) {
      names.push({ name: alias, language: null });
    }
  }
  return names;
}

/**
 * Gives a country's cities listed in LOCAL_CITY_NAMES their local name and the slug that follows it (unique
 * among the city's siblings, as the import's), keeping the slug it replaces as an alias (a listing under it
 * answers 301) and the city's other names in `city_names`; its providers' copy of its name follows. Runs on
 * every import like localiseAreaNames; a second run changes nothing. Returns how many cities were renamed.
 */
export async function localiseCityNames(db: Queryable, country: CountryCode): Promise<number> {
  const ids = [...LOCAL_CITY_NAMES.keys()].map((id) => `geonames:${id}`);
  const rows = await db.query<CityRow>(
    `SELECT id, external_id, name, slug, department_id, region_id FROM cities
     WHERE country = $1 AND external_id = ANY($2::text[]) ORDER BY id`,
    [country, ids],
  );
  let renamed = 0;
  for (const row of rows) {
    const local = LOCAL_CITY_NAMES.get(geonamesId(row.external_id) ?? 0);
    const name = local && siteName(local, country);
    if (!local || !name) continue;
    const byName = (a: CityName, b: CityName) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    const known = (
      await db.query<CityName>('SELECT name, language FROM city_names WHERE city_id = $1', [row.id])
    ).sort(byName);
    // The GeoNames name is the one stored before the first run; after it, a kept name that is no alias.
    const geonamesNames =
      row.name === name
        ? known.filter((n) => n.language === null && !local.aliases?.includes(n.name)).map((n) => n.name)
        : [row.name];
    const names = otherNames(local, name, geonamesNames).sort(byName);
    const sameNames =
      known.length === names.length &&
      known.every((n, i) => n.name === names[i]?.name && n.language === names[i]?.language);
    if (!sameNames) {
      await db.query('DELETE FROM city_names WHERE city_id = $1', [row.id]);
      await db.query(
        `INSERT INTO city_names (city_id, name, search_name, language)
         SELECT $1, n.name, n.search_name, n.language FROM json_to_recordset($2::json)
           AS n(name text, search_name text, language text)`,
        [row.id, JSON.stringify(names.map((n) => ({ ...n, search_name: normaliseForSearch(n.name) })))],
      );
    }
    if (row.name === name) continue;
    const slug = await freeSlug(db, row, slugify(name));
    await db.query(`INSERT INTO city_slug_aliases (city_id, slug) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      row.id,
      row.slug,
    ]);
    await db.query('DELETE FROM city_slug_aliases WHERE city_id = $1 AND slug = $2', [row.id, slug]);
    await db.query('UPDATE cities SET name = $2, slug = $3, search_name = $4 WHERE id = $1', [
      row.id,
      name,
      slug,
      normaliseForSearch(name),
    ]);
    // A provider keeps its city's name for its card and widget: the one it copied is the former name.
    await db.query('UPDATE providers SET city = $2 WHERE city_id = $1 AND city = $3', [
      row.id,
      name,
      row.name,
    ]);
    renamed += 1;
  }
  return renamed;
}

/** `base`, or `base-2`, `base-3`… where a sibling (same department, or same region without one) has it. */
async function freeSlug(db: Queryable, city: CityRow, base: string): Promise<string> {
  const taken = await db.query<{ slug: string }>(
    `SELECT slug FROM cities
     WHERE id <> $1 AND (slug = $2 OR slug LIKE $2 || '-%')
       AND CASE WHEN $3::int IS NULL THEN department_id IS NULL AND region_id = $4 ELSE department_id = $3 END`,
    [city.id, base, city.department_id, city.region_id],
  );
  const slugs = new Set(taken.map((row) => row.slug));
  let slug = base;
  for (let n = 2; slugs.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}
