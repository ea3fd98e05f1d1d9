import type { Queryable } from '../db/database';
import { slugify } from '../geography/slugify';
import { seedCatalog } from '../seed/seed-catalog';
import {
  insertCraftedCities,
  insertCraftedProvider,
  northOf,
  type CraftedProvider,
} from '../test-support/crafted-directory';

/**
 * For the directory's suites: the crafted cities with the reference lists, and providers placed in one of
 * them (its country, region, department and city, `kmNorth` of it) with the services they offer.
 */
export async function prepareDirectory(db: Queryable): Promise<void> {
  await seedCatalog(db);
  await insertCraftedCities(db);
}

export interface PlacedProvider extends Partial<CraftedProvider> {
  name: string;
  /** The crafted city's name and, for namesakes, its postal code. */
  city: string;
  postalCode?: string | null;
  kmNorth?: number;
  services?: readonly string[];
  excerpt?: string;
}

/** Inserts the provider and returns its id and public id. */
export async function placeProvider(
  db: Queryable,
  provider: PlacedProvider,
): Promise<{ id: number; publicId: string }> {
  const [city] = await db.query<{
    id: number;
    country: string;
    region_id: number;
    department_id: number | null;
    postal_code: string | null;
    latitude: number;
    longitude: number;
  }>(
    `SELECT id, country, region_id, department_id, postal_code, latitude, longitude FROM cities
     WHERE name = $1 AND ($2::text IS NULL OR postal_code = $2) ORDER BY id LIMIT 1`,
    [provider.city, provider.postalCode ?? null],
  );
  if (!city) throw new Error(`no crafted city named ${provider.city}`);
  const id = await insertCraftedProvider(db, {
    country: city.country,
    postalCode: city.postal_code,
    ...provider,
    ...northOf(city, provider.kmNorth ?? 0),
  });
  const [row] = await db.query<{ public_id: string }>(
    `UPDATE providers SET city_id = $2, department_id = $3, region_id = $4, portrait_excerpt = $5
     WHERE id = $1 RETURNING public_id`,
    [id, city.id, city.department_id, city.region_id, provider.excerpt ?? `${provider.name} excerpt`],
  );
  for (const service of provider.services ?? []) {
    await db.query(
      `INSERT INTO provider_services (provider_id, service_type_id)
       SELECT $1, id FROM service_types WHERE slug = $2`,
      [id, service],
    );
  }
  if (!row) throw new Error(`provider ${provider.name} vanished`);
  return { id, publicId: row.public_id };
}

/** The slug a crafted region gets (insertCraftedCities slugifies its name). */
export const regionSlug = (name: string) => slugify(name);
