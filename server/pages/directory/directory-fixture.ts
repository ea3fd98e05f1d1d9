import type { Queryable } from '@server/db/database';
import {
  insertCraftedCities,
  type CraftedArea,
  type CraftedCity,
} from '@server/test-support/crafted-directory';
import { seedCatalog } from '@server/seed/seed-catalog';

/**
 * A small directory for the page tests, on three sites: France (areas are departments, one with 26
 * providers so that its listings have two pages, one empty), Belgium (provinces, Brussels included) and
 * Germany (Länder, some of whose cities have no Regierungsbezirk). Every expected answer can be counted
 * by hand.
 */

const CITIES: readonly CraftedCity[] = [
  city('FR', ['84', 'Auvergne-Rhône-Alpes'], ['69', 'Rhône'], 'Lyon', '69001', 45.758, 4.835),
  city('FR', ['84', 'Auvergne-Rhône-Alpes'], ['69', 'Rhône'], 'Villeurbanne', '69100', 45.767, 4.88),
  city('FR', ['84', 'Auvergne-Rhône-Alpes'], ['42', 'Loire'], 'Saint-Étienne', '42000', 45.434, 4.39),
  city('FR', ['32', 'Hauts-de-France'], ['59', 'Nord'], 'Lille', '59000', 50.637, 3.063),
  city('BE', ['VLG', 'Flanders'], ['VOV', 'Provincie Oost-Vlaanderen'], 'Gent', null, 51.054, 3.717),
  city('BE', ['BRU', 'Brussels Capital'], ['BRU', 'Bruxelles-Capitale'], 'Brussels', null, 50.85, 4.349),
  city('DE', ['16', 'State of Berlin'], null, 'Berlin', null, 52.524, 13.411),
  city('DE', ['02', 'Bavaria'], ['091', 'Upper Bavaria'], 'Munich', null, 48.137, 11.575),
  city('DE', ['02', 'Bavaria'], null, 'Nuremberg', null, 49.454, 11.077),
];

function city(
  country: string,
  region: CraftedArea,
  department: CraftedArea | null,
  name: string,
  postalCode: string | null,
  latitude: number,
  longitude: number,
): CraftedCity {
  return { country, region, department, name, postalCode, latitude, longitude, population: 1000 };
}

/** Published providers per city (`country:slug`), and one unpublished in Lyon that no page may show. */
export const PROVIDERS_PER_CITY: Readonly<Record<string, number>> = {
  'FR:lyon': 25,
  'FR:villeurbanne': 1,
  'FR:saint-etienne': 2,
  'BE:gent': 2,
  'BE:brussels': 1,
  'DE:berlin': 2,
  'DE:munich': 1,
};

/** The provider with everything: premium, recently active, links, images, services. */
export const STAR = {
  name: 'Atelier Lumière',
  slug: 'atelier-lumiere',
  publicId: '6f1c1f5e-3c1a-4b9e-9a52-0c2a3e0d1f11',
  excerpt: 'Nous organisons des mariages élégants à Lyon et dans toute la région.',
  links: {
    website: 'https://atelier-lumiere.example/accueil',
    instagram: 'https://instagram.example/atelier',
    phone: 'tel:+33612345678',
  },
} as const;

export interface DirectoryFixture {
  cityIds: Map<string, number>;
  providerIds: Map<string, number>;
  imageIds: number[];
}

const DAY_MS = 86_400_000;

interface FixtureProvider {
  citySlug: string;
  country: string;
  slug: string;
  name: string;
  published: boolean;
  premium: boolean;
  lastLoginAt: string | null;
  publicId: string | null;
  excerpt: string;
}

/** Writes the providers in one statement, each in its city (region, department and place copied from it). */
async function insertProviders(
  db: Queryable,
  providers: readonly FixtureProvider[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; slug: string }>(
    `INSERT INTO providers (public_id, slug, name, country, region_id, department_id, city_id, city, postal_code,
                            latitude, longitude, portrait_html, portrait_excerpt, is_premium, last_login_at,
                            profile_image, published)
     SELECT coalesce(p.public_id, gen_random_uuid()), p.slug, p.name, cities.country, cities.region_id,
            cities.department_id, cities.id, cities.name, cities.postal_code, cities.latitude, cities.longitude,
            '<p>' || p.excerpt || '</p>', p.excerpt, p.premium, p.last_login_at, 'seed/' || p.slug || '.jpg',
            p.published
     FROM json_to_recordset($1::json) AS p(position int, city_slug text, country text, slug text, name text,
          published boolean, premium boolean, last_login_at timestamptz, public_id uuid, excerpt text)
     JOIN cities ON cities.country = p.country AND cities.slug = p.city_slug
     ORDER BY p.position
     RETURNING id, slug`,
    [
      JSON.stringify(
        providers.map((p, position) => ({
          position,
          city_slug: p.citySlug,
          country: p.country,
          slug: p.slug,
          name: p.name,
          published: p.published,
          premium: p.premium,
          last_login_at: p.lastLoginAt,
          public_id: p.publicId,
          excerpt: p.excerpt,
        })),
      ),
    ],
  );
  await db.query(
    `INSERT INTO provider_languages (provider_id, language_iso)
     SELECT providers.id, iso FROM providers CROSS JOIN (VALUES ('fr'), ('en')) AS spoken(iso)`,
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/** Writes the reference lists, the geography, the providers and the star's links, images and services. */
export async function insertDirectoryFixture(db: Queryable, now: Date): Promise<DirectoryFixture> {
  await seedCatalog(db);
  const cityIds = await insertCraftedCities(db, CITIES);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const providers: FixtureProvider[] = [
    {
      citySlug: 'lyon',
      country: 'FR',
      slug: STAR.slug,
      name: STAR.name,
      published: true,
      premium: true,
      lastLoginAt: now.toISOString(),
      publicId: STAR.publicId,
      excerpt: STAR.excerpt,
    },
  ];
  for (const [key, count] of Object.entries(PROVIDERS_PER_CITY)) {
    const [country = '', citySlug = ''] = key.split(':');
    for (let n = 1; n <= (key === 'FR:lyon' ? count - 1 : count); n++) {
      const name = `Planner ${citySlug} ${n}`;
      providers.push({
        citySlug,
        country,
        slug: `planner-${citySlug}-${n}`,
        name,
        published: true,
        premium: false,
        // Every third one is recently active; the others logged in long ago, or never.
        lastLoginAt: n % 3 === 0 ? daysAgo(10) : n % 3 === 2 ? daysAgo(200) : null,
        publicId: null,
        excerpt: `Portrait de ${name}`,
      });
    }
  }
  providers.push({
    citySlug: 'lyon',
    country: 'FR',
    slug: 'hidden-planner',
    name: 'Hidden Planner',
    published: false,
    premium: true,
    lastLoginAt: now.toISOString(),
    publicId: null,
    excerpt: 'Hidden',
  });
  const providerIds = await insertProviders(db, providers);
  const star = providerIds.get(STAR.slug);
  for (const [type, url] of Object.entries(STAR.links)) {
    await db.query('INSERT INTO provider_links (provider_id, type, url) VALUES ($1, $2, $3)', [
      star ?? null,
      type,
      url,
    ]);
  }
  const images = await db.query<{ id: number }>(
    `INSERT INTO provider_images (provider_id, storage_key, caption, position, visible, width, height)
     VALUES ($1, 'seed/venue-1.jpg', 'La salle', 0, true, 800, 1200), ($1, 'seed/venue-2.jpg', '', 1, true, NULL, NULL),
            ($1, 'seed/venue-3.jpg', 'Cachée', 2, false, NULL, NULL)
     RETURNING id`,
    [star ?? null],
  );
  await db.query(
    `INSERT INTO provider_services (provider_id, service_type_id)
     SELECT $1, id FROM service_types WHERE slug = 'full-service'`,
    [star ?? null],
  );
  return { cityIds, providerIds, imageIds: images.slice(0, 2).map((image) => image.id) };
}
