import type { Database, Queryable } from '../db/database';
import { portraitExcerpt } from '../html/portrait-excerpt';
import { PLACEHOLDER_SIZE } from '../media/seed-placeholder';
import { DEMO_COUPLE_PHONE } from './demo-phones';
import { insertDemoProviderAccounts } from './demo-provider-accounts';
import { insertDemoProjects } from './demo-projects';
import { insertDemoReviews } from './demo-reviews';
import { insertDemoShowcase } from './demo-showcase';
import { generateProviders, type DemoProvider, type SeedCity } from './generate-providers';
import { providerExtras, type ProviderExtras } from './provider-extras';
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

const DEFAULT_PROVIDERS = 600;
const DEFAULT_SEED = 20_260_601;
/**
 * Services, links and galleries come from a stream of their own, so adding them left every provider the
 * earlier seeds wrote (name, city, portrait…) as it was.
 */
const EXTRAS_STREAM = 0x5eed;
const DIRECTORY_TABLES = [
  'providers',
  'provider_languages',
  'provider_services',
  'provider_links',
  'provider_images',
];
/** Rows per INSERT statement, sent as one JSON parameter: keeps 100 000 providers to a hundred round trips. */
const PROVIDERS_PER_STATEMENT = 1000;

/**
 * The demo content, in one transaction: the demo couple and its projects, the providers, placed in real cities
 * of the gazetteer (import it first), and the demo's provider accounts; the reference lists they refer to are
 * written first where missing. Made-up data only a development or demonstration server holds
 * (`Config.seedDemo`). Deterministic for a given `seed` and `now`, and idempotent: lists and accounts are only
 * added where missing, providers only into an empty directory.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const { providers: count = DEFAULT_PROVIDERS, now = new Date(), seed = DEFAULT_SEED, log } = options;
  const result = await db.transaction(async (tx) => {
    await seedCatalog(tx);
    await insertDemoCouple(tx);
    await insertDemoProjects(tx, DEMO_COUPLE_PHONE, now);
    // A second server seeding at the same moment waits here, then finds the directory filled.
    await tx.query('LOCK TABLE providers IN EXCLUSIVE MODE');
    const [existing] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM providers');
    if ((existing?.count ?? 0) > 0) {
      await insertDemoProviderAccounts(tx, now);
      await insertDemoReviews(tx, now);
      await insertDemoShowcase(tx, now);
      return { providersCreated: 0 };
    }

    const cities = await seedCities(tx);
    if (cities.length === 0) throw new Error('seedDemo needs the gazetteer: run importGeography first');
    const providers = generateProviders({ count, cities, random: createSeededRandom(seed), now });
    const extrasRandom = createSeededRandom(seed ^ EXTRAS_STREAM);
    const extras = providers.map((provider) => providerExtras(extrasRandom, provider));
    for (let start = 0; start < providers.length; start += PROVIDERS_PER_STATEMENT) {
      const end = start + PROVIDERS_PER_STATEMENT;
      const batch = providers.slice(start, end);
      const ids = await insertProviders(tx, batch, start);
      await insertProviderDetails(tx, ids, batch, extras.slice(start, end));
    }
    await insertDemoProviderAccounts(tx, now);
    await insertDemoReviews(tx, now);
    await insertDemoShowcase(tx, now);
    log?.(`Demo seed: ${providers.length} providers`);
    return { providersCreated: providers.length };
  });
  // Statistics and visibility for the tables just filled: without them the planner guesses (PGlite runs no
  // autovacuum at all) and index-only scans still visit the table.
  if (result.providersCreated > 0) await db.exec(`VACUUM ANALYZE ${DIRECTORY_TABLES.join(', ')}`);
  return result;
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

/**
 * The providers, in their order (so ids follow it), with their region from their city and their card
 * excerpt from their portrait, which generateProviders wrote already sanitised. Returns their ids, in the
 * same order, for the rows that refer to them.
 */
async function insertProviders(
  tx: Queryable,
  providers: readonly DemoProvider[],
  offset: number,
): Promise<number[]> {
  const inserted = await tx.query<{ id: number; slug: string }>(
    `INSERT INTO providers (public_id, slug, name, country, region_id, department_id, city_id, city, postal_code,
                            latitude, longitude, portrait_html, portrait_excerpt, is_premium, last_login_at,
                            profile_image, created_at)
     SELECT p.public_id, p.slug, p.name, p.country, cities.region_id, p.department_id, p.city_id, p.city,
            p.postal_code, p.latitude, p.longitude, p.portrait_html, p.portrait_excerpt, p.is_premium,
            p.last_login_at, p.profile_image, p.created_at
     FROM json_to_recordset($1::json) AS p(position int, public_id uuid, slug text, name text, country text,
          department_id int, city_id int, city text, postal_code text, latitude double precision,
          longitude double precision, portrait_html text, portrait_excerpt text, is_premium boolean,
          last_login_at timestamptz, profile_image text, created_at timestamptz)
     JOIN cities ON cities.id = p.city_id
     ORDER BY p.position
     RETURNING id, slug`,
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
          portrait_html: p.portraitHtml,
          portrait_excerpt: portraitExcerpt(p.portraitHtml),
          is_premium: p.isPremium,
          last_login_at: p.lastLoginAt.toISOString(),
          profile_image: p.profileImage,
          created_at: p.createdAt.toISOString(),
        })),
      ),
    ],
  );
  const ids = new Map(inserted.map(({ id, slug }) => [slug, id]));
  return providers.map((provider) => {
    const id = ids.get(provider.slug);
    if (id === undefined) throw new Error(`provider ${provider.slug} was not inserted`);
    return id;
  });
}

/** Each provider's languages, services, links and gallery. */
async function insertProviderDetails(
  tx: Queryable,
  ids: readonly number[],
  providers: readonly DemoProvider[],
  extras: readonly ProviderExtras[],
): Promise<void> {
  const rowsOf = <T extends object>(pick: (provider: DemoProvider, extra: ProviderExtras) => readonly T[]) =>
    JSON.stringify(
      providers.flatMap((provider, index) => {
        const extra = extras[index];
        if (!extra) return [];
        return pick(provider, extra).map((row, position) => ({ provider_id: ids[index], position, ...row }));
      }),
    );
  await tx.query(
    `INSERT INTO provider_languages (provider_id, language_iso)
     SELECT provider_id, iso FROM json_to_recordset($1::json) AS l(provider_id int, iso text)`,
    [rowsOf((provider) => provider.languages.map((iso) => ({ iso })))],
  );
  await tx.query(
    `INSERT INTO provider_services (provider_id, service_type_id)
     SELECT s.provider_id, service_types.id FROM json_to_recordset($1::json) AS s(provider_id int, service text)
     JOIN service_types ON service_types.slug = s.service`,
    [rowsOf((_provider, extra) => extra.services.map((service) => ({ service })))],
  );
  await tx.query(
    `INSERT INTO provider_links (provider_id, type, url)
     SELECT provider_id, type, url FROM json_to_recordset($1::json) AS l(provider_id int, type text, url text)`,
    [rowsOf((_provider, extra) => extra.links)],
  );
  await tx.query(
    // Every placeholder is drawn square, PLACEHOLDER_SIZE wide.
    `INSERT INTO provider_images (provider_id, storage_key, position, visible, width, height)
     SELECT provider_id, storage_key, position, visible, $2::int, $2::int
     FROM json_to_recordset($1::json) AS i(provider_id int, position int, storage_key text, visible boolean)
     ORDER BY provider_id, position`,
    [
      rowsOf((_provider, extra) =>
        extra.images.map((image) => ({ storage_key: image.storageKey, visible: image.visible })),
      ),
      PLACEHOLDER_SIZE,
    ],
  );
}
