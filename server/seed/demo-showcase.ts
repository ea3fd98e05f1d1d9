import type { Queryable } from '../db/database';
import { PLACEHOLDER_SIZE } from '../media/seed-placeholder';
import { DEMO_PROVIDER_EMAIL } from './demo-provider-accounts';
import { placeholderKey } from './placeholder-images';

export interface ShowcaseOptions {
  /** Published portfolios, each with `imagesPerPortfolio` placeholder photos, its first one the key photo. */
  portfolios: number;
  imagesPerPortfolio: number;
  /** A published venue in the provider's city, with three photos, and two visible videos. */
  venueAndVideos: boolean;
  now: Date;
}

/** Real-looking weddings, each a title, a few words and the services given, in the demo's language (French). */
const WEDDINGS = [
  [
    'Un mariage champêtre en Provence',
    'Cent vingt invités sous les oliviers, un dîner long et une fin de soirée à la bougie.',
  ],
  [
    'Cérémonie laïque au bord du lac',
    'Une cérémonie écrite par les mariés, un vin d’honneur sur le ponton et un dîner en terrasse.',
  ],
  [
    'Un week-end de mariage en Bourgogne',
    'Trois jours pour les familles venues de loin : dîner de bienvenue, mariage et brunch.',
  ],
  ['Mariage d’hiver dans un château', 'Des bougies, du velours et un orchestre pour quatre-vingts invités.'],
  ['Un mariage intime à la montagne', 'Trente invités, un chalet et une randonnée au lever du soleil.'],
] as const;

/** Two of YouTube's and Vimeo's long-lived public videos: the profile's facade only needs their ids. */
const VIDEOS = [
  { platform: 'youtube', videoId: 'aqz-KE-bpKQ', title: 'Notre dernier mariage en images' },
  { platform: 'vimeo', videoId: '22439234', title: 'Les coulisses d’une journée' },
] as const;

/**
 * What a planner shows on its profile beyond its portrait — published portfolios, a venue and videos — written
 * straight into the tables for the provider `providerId` when it shows none yet: the demo provider's profile in
 * development, and the bench's heaviest profile. The photos are the demo's placeholders (already stored), so
 * this writes rows only.
 */
export async function insertShowcase(
  tx: Queryable,
  providerId: number,
  options: ShowcaseOptions,
): Promise<void> {
  const [bare] = await tx.query<{ id: number }>(
    `SELECT id FROM providers WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM portfolios WHERE provider_id = $1)`,
    [providerId],
  );
  if (!bare) return;
  for (let index = 0; index < options.portfolios; index++) {
    await insertPortfolio(tx, providerId, index, options);
  }
  if (options.venueAndVideos) {
    await insertVenue(tx, providerId, options.now);
    for (const video of VIDEOS) {
      await tx.query(
        `INSERT INTO provider_videos (provider_id, platform, video_id, title, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [providerId, video.platform, video.videoId, video.title, options.now],
      );
    }
  }
}

async function insertPortfolio(
  tx: Queryable,
  providerId: number,
  index: number,
  { imagesPerPortfolio, now }: ShowcaseOptions,
): Promise<void> {
  const [title, description] = WEDDINGS[index % WEDDINGS.length] ?? WEDDINGS[0];
  const [portfolio] = await tx.query<{ id: number }>(
    `INSERT INTO portfolios (provider_id, title, description, slug, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [providerId, title, description, `mariage-${index + 1}`, now],
  );
  if (!portfolio) throw new Error('the showcase could not write its portfolio');
  const [key] = await tx.query<{ id: number }>(
    `INSERT INTO portfolio_images (portfolio_id, provider_id, storage_key, caption, position, width, height, created_at)
     SELECT $1, $2, 'seed/placeholder-' || (((n + $3) % 48) + 1) || '.jpg', 'Photo ' || (n + 1) || ' — ' || $4,
            n, $5, $5, $6
     FROM generate_series(0, $7 - 1) AS n
     ORDER BY n
     RETURNING id`,
    [portfolio.id, providerId, index * 7, title, PLACEHOLDER_SIZE, now, imagesPerPortfolio],
  );
  await tx.query(`UPDATE portfolios SET key_image_id = $2, published = true WHERE id = $1`, [
    portfolio.id,
    key?.id ?? null,
  ]);
  await tx.query(
    `INSERT INTO portfolio_services (portfolio_id, provider_id, service_type_id)
     SELECT $1, $2, id FROM service_types ORDER BY id LIMIT 2`,
    [portfolio.id, providerId],
  );
}

async function insertVenue(tx: Queryable, providerId: number, now: Date): Promise<void> {
  const [venue] = await tx.query<{ id: number }>(
    `INSERT INTO venues (provider_id, name, description, city_id, city, postal_code, latitude, longitude, capacity,
                         venue_type_id, published, created_at)
     SELECT id, 'Domaine des Tilleuls', 'Une bastide entourée de vignes, une cour ombragée et une salle voûtée.',
            city_id, city, postal_code, latitude, longitude, 150, (SELECT id FROM venue_types ORDER BY id LIMIT 1),
            true, $2
     FROM providers WHERE id = $1 AND city_id IS NOT NULL
     RETURNING id`,
    [providerId, now],
  );
  if (!venue) return;
  // A venue photo's key is its own (unique): the demo's venue keeps its placeholders under its id.
  for (let position = 0; position < 3; position++) {
    await tx.query(
      `INSERT INTO venue_images (venue_id, provider_id, storage_key, position, width, height, created_at)
       VALUES ($1, $2, $3, $4, $5, $5, $6)`,
      [venue.id, providerId, placeholderKey(venue.id * 3 + position), position, PLACEHOLDER_SIZE, now],
    );
  }
}

/** The demo provider's showcase: two portfolios of eight photos, a venue and two videos. */
export async function insertDemoShowcase(tx: Queryable, now: Date): Promise<void> {
  const [company] = await tx.query<{ id: number }>(
    `SELECT providers.id FROM providers JOIN users ON users.id = providers.owner_user_id
     WHERE users.role = 'provider' AND lower(users.email) = lower($1)`,
    [DEMO_PROVIDER_EMAIL],
  );
  if (company) {
    await insertShowcase(tx, company.id, { portfolios: 2, imagesPerPortfolio: 8, venueAndVideos: true, now });
  }
}
