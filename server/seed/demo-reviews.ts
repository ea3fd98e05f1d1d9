import type { Queryable } from '../db/database';
import { authorNameOf } from '../reviews/review-submission';

/**
 * The demo's reviews (development and demonstration only, `Config.seedDemo`): a few made-up couples who hired the
 * second, third and fourth published French planners (not the demo account's, whose inbox the page tests
 * count), each a past wedding, its request unlocked, a review, and most of them a reply. Added once: a planner
 * that has reviews is left as it is.
 */

const DAY_MS = 86_400_000;

export interface DemoReview {
  /** From the range reserved for fiction (server/seed/demo-phones.ts). */
  phone: string;
  firstname: string;
  lastname: string;
  rating: number;
  text: string;
  reply: string | null;
  /** Days from the seed's `now` back to the wedding. */
  daysAgo: number;
}

/** Each planner's reviews, the planners taken in order. */
const DEMO_REVIEWS: readonly (readonly DemoReview[])[] = [
  [
    {
      phone: '+33639981001',
      firstname: 'Chloé',
      lastname: 'Moreau',
      rating: 5,
      text: 'Une organisation parfaite du début à la fin : nous avons profité de chaque instant sans rien gérer.',
      reply: 'Merci Chloé ! Ce fut un plaisir d’organiser votre journée au bord du lac.',
      daysAgo: 40,
    },
    {
      phone: '+33639981002',
      firstname: 'Hugo',
      lastname: 'Lefèvre',
      rating: 4,
      text: 'Très à l’écoute et réactive. Un petit retard sur le planning du traiteur, vite rattrapé.',
      reply: 'Merci pour votre retour, Hugo : nous avons revu nos horaires avec ce traiteur.',
      daysAgo: 95,
    },
  ],
  [
    {
      phone: '+33639981003',
      firstname: 'Sarah',
      lastname: 'Nguyen',
      rating: 5,
      text: 'Des idées de décoration magnifiques et un jour J sans stress. Nous la recommandons les yeux fermés.',
      reply: 'Merci Sarah, longue vie aux mariés !',
      daysAgo: 20,
    },
  ],
  [
    {
      phone: '+33639981004',
      firstname: 'Julien',
      lastname: 'Roux',
      rating: 3,
      text: 'Une belle fête, mais nous aurions aimé plus de propositions de lieux au départ.',
      reply: null,
      daysAgo: 60,
    },
  ],
];

/** The made-up couples who left them: one account each. */
export const DEMO_REVIEW_COUPLES = DEMO_REVIEWS.flat().length;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Each planner's reviews, the planners taken in order after the demo account's. */
export async function insertDemoReviews(tx: Queryable, now: Date): Promise<void> {
  const planners = await tx.query<{ id: number }>(
    `SELECT id FROM providers WHERE published AND country = 'FR' ORDER BY id OFFSET 1 LIMIT $1`,
    [DEMO_REVIEWS.length],
  );
  for (const [index, planner] of planners.entries()) {
    await insertReviews(tx, planner.id, DEMO_REVIEWS[index] ?? [], now);
  }
}

/**
 * `count` reviews of the provider `providerId`, the demo's texts in turn, a couple each (phones of the fiction
 * range from `firstPhone` on): the bench's profile of thirty reviews.
 */
export function manyReviews(count: number, firstPhone = 2000): DemoReview[] {
  const texts = DEMO_REVIEWS.flat();
  return Array.from({ length: count }, (_, index) => {
    const text = texts[index % texts.length] as DemoReview;
    return {
      ...text,
      phone: `+3363998${String(firstPhone + index).padStart(4, '0')}`,
      daysAgo: text.daysAgo + index * 7,
    };
  });
}

/**
 * Writes `reviews` for the provider `providerId` when it has none yet: each a made-up couple (its account found
 * again by its phone), a past wedding, the request unlocked, the review and its reply.
 */
export async function insertReviews(
  tx: Queryable,
  providerId: number,
  reviews: readonly DemoReview[],
  now: Date,
): Promise<void> {
  const [eventType] = await tx.query<{ id: number }>("SELECT id FROM event_types WHERE slug = 'wedding'");
  const [reviewed] = await tx.query('SELECT 1 FROM reviews WHERE provider_id = $1 LIMIT 1', [providerId]);
  if (!eventType || reviewed) return;
  for (const review of reviews) {
    const wedding = new Date(now.getTime() - review.daysAgo * DAY_MS);
    const sent = new Date(wedding.getTime() - 200 * DAY_MS);
    const written = new Date(wedding.getTime() + 3 * DAY_MS);
    const [couple] = await tx.query<{ id: number }>(
      `INSERT INTO users (phone, email, firstname, lastname, country, locale, has_finished_onboarding)
       VALUES ($1, $2, $3, $4, 'FR', 'fr', true)
       ON CONFLICT (phone) DO UPDATE SET phone = excluded.phone RETURNING id`,
      [review.phone, `avis.${review.phone.slice(-4)}@example.com`, review.firstname, review.lastname],
    );
    const [request] = await tx.query<{ id: string }>(
      `WITH project AS (
         INSERT INTO projects (user_id, event_type_id, event_date, created_at) VALUES ($1, $2, $3, $4) RETURNING id
       )
       INSERT INTO event_requests (project_id, provider_id, message, status, read_at, answered_at, created_at)
       SELECT project.id, $5, 'Bonjour, êtes-vous disponible pour notre mariage ?', 'accepted', $4, $4, $4
       FROM project RETURNING id`,
      [couple?.id ?? null, eventType.id, isoDate(wedding), sent, providerId],
    );
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [
        request?.id ?? null,
        providerId,
        review.rating,
        review.text,
        authorNameOf(review.firstname, review.lastname),
        isoDate(wedding),
        written,
      ],
    );
    if (row && review.reply) {
      const replied = new Date(written.getTime() + DAY_MS);
      await tx.query(
        `INSERT INTO review_replies (review_id, provider_id, body, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
        [row.id, providerId, review.reply, replied],
      );
    }
  }
}
