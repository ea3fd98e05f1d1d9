import type { Database, Queryable } from '../db/database';
import { sanitizeHtml } from '../html/sanitize-html';
import { insertDemoProjects } from './demo-projects';
import { generateProviders, type DemoProvider, type SeedCity } from './generate-providers';
import { seedCatalog } from './seed-catalog';
import { createSeededRandom } from './seeded-random';

export interface SeedDemoOptions {
  /** How many providers to create; the directory's scale tests ask for 100 000. */
  providers?: number;
  /** Last logins are spread back from this instant; everything else is fixed by `seed`. */
  now?: Date;
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedDemoResult {
  /** Providers written by this call: 0 when the directory already had some. */
  providersCreated: number;
}

export const DEMO_COUPLE_PHONE = '+33612345678';

const DEFAULT_PROVIDERS = 600;
const DEFAULT_SEED = 20_260_601;
/** Rows per INSERT statement, sent as one JSON parameter: keeps 100 000 providers to a hundred round trips. */
const PROVIDERS_PER_STATEMENT = 1000;

/**
 * The demo content, in one transaction: reference lists, the demo couple, and the providers, placed in real
 * cities of the gazetteer (import it first). Deterministic for a given `seed` and `now`, and idempotent:
 * lists and couple are only added where missing, providers only into an empty directory.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const { providers: count = DEFAULT_PROVIDERS, now = new Date(), seed = DEFAULT_SEED, log } = options;
  return db.transaction(async (tx) => {
    await seedCatalog(tx);
    await insertDemoCouple(tx);
    await insertDemoProjects(tx, DEMO_COUPLE_PHONE, now);
    // A second server seeding at the same moment waits here, then finds the directory filled.
    await tx.query('LOCK TABLE providers IN EXCLUSIVE MODE');
    const [existing] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM providers');
    if ((existing?.count ?? 0) > 0) return { providersCreated: 0 };

    const cities = await seedCities(tx);
    if (cities.length === 0) throw new Error('seedDemo needs the gazetteer: run importGeography first');
    const providers = generateProviders({ count, cities, random: createSeededRandom(seed), now });
    for (let start = 0; start < providers.length; start += PROVIDERS_PER_STATEMENT) {
      await insertProviders(tx, providers.slice(start, start + PROVIDERS_PER_STATEMENT), start);
    }
    log?.(`Demo seed: ${providers.length} providers`);
    return { providersCreated: providers.length };
  });
}

/** The couple the demo signs in as; lives in Lyon when the gazetteer has it, else in France's biggest city. */
async function insertDemoCouple(tx: Queryable): Promise<void> {
  const [city] = await tx.query<{
    name: string;
    postal_code: string | null;
    latitude: number;
    longitude: number;
  }>(
    `SELECT name, postal_code, latitude, longitude FROM cities WHERE country = 'FR'
     ORDER BY external_id = 'insee:69123' DESC, population DESC NULLS LAST, id LIMIT 1`,
  );
  await tx.query(
    `INSERT INTO users (phone, email, firstname, lastname, city, zip_code, country, latitude, longitude, locale,
                        has_finished_onboarding)
     VALUES ($1, 'couple.demo@example.com', 'Camille', 'Martin', $2, $3, 'FR', $4, $5, 'fr', true)
     ON CONFLICT (phone) DO NOTHING`,
    [
      DEMO_COUPLE_PHONE,
      city?.name ?? null,
      city?.postal_code ?? null,
      city?.latitude ?? null,
      city?.longitude ?? null,
    ],
  );
}

async function seedCities(tx: Queryable): Promise<SeedCity[]> {
  return tx.query<SeedCity>(
    `SELECT cities.id, cities.country, cities.department_id AS "departmentId", regions.code AS "regionCode",
            cities.name, cities.postal_code AS "postalCode", cities.latitude, cities.longitude, cities.population
     FROM cities JOIN regions ON regions.id = cities.region_id
     ORDER BY cities.country, cities.external_id`,
  );
}

async function insertProviders(
  tx: Queryable,
  providers: readonly DemoProvider[],
  offset: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO providers (public_id, slug, name, country, department_id, city_id, city, postal_code, latitude,
                            longitude, portrait_html, is_premium, last_login_at, profile_image, created_at)
     SELECT public_id, slug, name, country, department_id, city_id, city, postal_code, latitude, longitude,
            portrait_html, is_premium, last_login_at, profile_image, created_at
     FROM json_to_recordset($1::json) AS p(position int, public_id uuid, slug text, name text, country text,
          department_id int, city_id int, city text, postal_code text, latitude double precision,
          longitude double precision, portrait_html text, is_premium boolean, last_login_at timestamptz,
          profile_image text, created_at timestamptz)
     ORDER BY position`,
    [
      JSON.stringify(
        providers.map((p, index) => ({
          position: offset + index,
          public_id: p.publicId,
          slug: p.slug,
          name: p.name,
          country: p.country,
          department_id: p.departmentId,
          city_id: p.cityId,
          city: p.city,
          postal_code: p.postalCode,
          latitude: p.latitude,
          longitude: p.longitude,
          portrait_html: sanitizeHtml(p.portraitHtml),
          is_premium: p.isPremium,
          last_login_at: p.lastLoginAt.toISOString(),
          profile_image: p.profileImage,
          created_at: p.createdAt.toISOString(),
        })),
      ),
    ],
  );
  await tx.query(
    `INSERT INTO provider_languages (provider_id, language_iso)
     SELECT providers.id, l.iso FROM json_to_recordset($1::json) AS l(slug text, iso text)
     JOIN providers ON providers.slug = l.slug`,
    [JSON.stringify(providers.flatMap((p) => p.languages.map((iso) => ({ slug: p.slug, iso }))))],
  );
}
