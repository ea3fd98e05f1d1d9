import type { Queryable } from '../db/database';
import { normaliseForSearch } from '../geography/normalise-for-search';
import { slugify } from '../geography/slugify';

/**
 * Small hand-made geography and providers at known places, for the suites that test placing, ranking and
 * rendering: every expected answer can be worked out by hand.
 */

/** A region or department by its name (its code then), or by its code and name (`['69', 'Rhône']`). */
export type CraftedArea = string | readonly [code: string, name: string];

export interface CraftedCity {
  country: string;
  region: CraftedArea;
  /** Null for a place without a department (most of Germany). */
  department: CraftedArea | null;
  name: string;
  postalCode: string | null;
  latitude: number;
  longitude: number;
  population: number;
}

/** Namesakes, accents and a border, with the real coordinates and populations of these places. */
export const CRAFTED_CITIES: readonly CraftedCity[] = [
  city('FR', 'Auvergne-Rhône-Alpes', 'Rhône', 'Lyon', '69001', 45.758, 4.835, 522_250),
  city('FR', 'Auvergne-Rhône-Alpes', 'Loire', 'Saint-Étienne', '42000', 45.434, 4.39, 173_136),
  city('FR', 'Auvergne-Rhône-Alpes', 'Isère', 'Saint-Étienne-de-Saint-Geoirs', '38590', 45.339, 5.347, 3_392),
  city('FR', 'Île-de-France', 'Seine-Saint-Denis', 'Saint-Denis', '93200', 48.936, 2.357, 149_077),
  city('FR', 'La Réunion', 'La Réunion', 'Saint-Denis', '97400', -20.882, 55.451, 155_634),
  city('FR', 'Hauts-de-France', 'Nord', 'Lille', '59000', 50.637, 3.063, 236_234),
  city('BE', 'Bruxelles-Capitale', null, 'Saint-Gilles', null, 50.827, 4.345, 50_471),
  city('FR', 'Occitanie', 'Gard', 'Saint-Gilles', '30800', 43.679, 4.432, 13_863),
  city('DE', 'Berlin', null, 'Berlin', null, 52.524, 13.411, 3_426_354),
];

function city(
  country: string,
  region: string,
  department: string | null,
  name: string,
  postalCode: string | null,
  latitude: number,
  longitude: number,
  population: number,
): CraftedCity {
  return { country, region, department, name, postalCode, latitude, longitude, population };
}

const codeAndName = (area: CraftedArea): readonly [string, string] =>
  typeof area === 'string' ? [area, area] : area;

/**
 * Writes the cities with their regions and departments (once each); answers each city's id by
 * `country:slug` (the last of namesakes).
 */
export async function insertCraftedCities(
  db: Queryable,
  cities: readonly CraftedCity[] = CRAFTED_CITIES,
): Promise<Map<string, number>> {
  const cityIds = new Map<string, number>();
  for (const place of cities) {
    const [regionCode, regionName] = codeAndName(place.region);
    const [region] = await db.query<{ id: number }>(
      `INSERT INTO regions (country, code, name, slug) VALUES ($1, $2, $3, $4)
       ON CONFLICT (country, code) DO UPDATE SET name = excluded.name RETURNING id`,
      [place.country, regionCode, regionName, slugify(regionName)],
    );
    const department = place.department && codeAndName(place.department);
    const [departmentRow] = department
      ? await db.query<{ id: number }>(
          `INSERT INTO departments (country, region_id, code, name, slug) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (country, code) DO UPDATE SET name = excluded.name RETURNING id`,
          [place.country, region?.id ?? null, department[0], department[1], slugify(department[1])],
        )
      : [];
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO cities (country, region_id, department_id, external_id, name, slug, search_name, postal_code,
                           latitude, longitude, population)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        place.country,
        region?.id ?? null,
        departmentRow?.id ?? null,
        `test:${place.country}:${place.postalCode ?? ''}:${slugify(place.name)}`,
        place.name,
        slugify(place.name),
        normaliseForSearch(place.name),
        place.postalCode,
        place.latitude,
        place.longitude,
        place.population,
      ],
    );
    if (row) cityIds.set(`${place.country}:${slugify(place.name)}`, row.id);
  }
  return cityIds;
}

const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

/** The point `kmNorth` kilometres due north of `origin` (south when negative): that far from it, exactly. */
export function northOf(origin: { latitude: number; longitude: number }, kmNorth: number) {
  return { latitude: origin.latitude + kmNorth / KM_PER_DEGREE, longitude: origin.longitude };
}

export interface CraftedProvider {
  name: string;
  latitude: number;
  longitude: number;
  country?: string;
  city?: string | null;
  postalCode?: string | null;
  isPremium?: boolean;
  lastLoginAt?: Date | null;
  published?: boolean;
  languages?: readonly string[];
  portraitHtml?: string;
  profileImage?: string | null;
}

/** Writes one provider (slug from its name) with its languages; returns its id. */
export async function insertCraftedProvider(db: Queryable, provider: CraftedProvider): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO providers (slug, name, country, city, postal_code, latitude, longitude, portrait_html,
                            is_premium, last_login_at, profile_image, published)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      slugify(provider.name),
      provider.name,
      provider.country ?? 'FR',
      provider.city ?? null,
      provider.postalCode ?? null,
      provider.latitude,
      provider.longitude,
      provider.portraitHtml ?? '<p>Portrait</p>',
      provider.isPremium ?? false,
      provider.lastLoginAt ?? null,
      provider.profileImage ?? null,
      provider.published ?? true,
    ],
  );
  if (!row) throw new Error('provider insert returned no row');
  for (const iso of provider.languages ?? ['fr']) {
    await db.query('INSERT INTO provider_languages (provider_id, language_iso) VALUES ($1, $2)', [
      row.id,
      iso,
    ]);
  }
  return row.id;
}
