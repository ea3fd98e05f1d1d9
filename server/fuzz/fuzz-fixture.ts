import { exampleRegistration } from '@shared/api/contract/examples';
import { issuePhoneProof, PHONE_PROOF_COOKIE } from '../auth/phone-proofs';
import { recordPaidPayment } from '../test-support/paid-payment';
import { seedDatabase } from '../seed/seed-database';
import { DEMO_COUPLE_PHONE } from '../seed/demo-phones';
import { signIn } from '../test-support/signed-in-couple';
import type { TestApp } from '../test-support/test-app';

/** Rows of the seeded database that valid requests point to, so that a mutated request reaches real rows. */
export interface FuzzRows {
  /** The signed-in demo couple. */
  coupleId: number;
  projectId: number;
  /** Another project of the couple's, past: the one the fuzz closes, so that `projectId` stays open. */
  pastProjectId: number;
  providerId: number;
  providerPublicId: string;
  providerSlug: string;
  /**
   * A request of the couple's (its past project) in `providerId`'s inbox: the back-office's examples name it,
   * so that another provider's call to them reaches a real row that is not theirs.
   */
  inboxRequestId: string;
  /** A paid payment of `providerId`'s, whose receipt the back-office's example names. */
  paymentId: string;
  imageId: number;
  /** Two venues of `providerId`'s (the first with a photo, `venueImageId`) and two videos: the second of each is the one the deletions name. */
  venueIds: [number, number];
  venueImageId: number;
  videoIds: [number, number];
  /** A portfolio of `providerId`'s, complete (a title, three photos, the first its key photo), unpublished. */
  portfolioId: number;
  /** Its photos, in its order. */
  portfolioImageIds: [number, number, number];
  /** Another of its portfolios: the one the deletion's example names, so that `portfolioId` stays. */
  sparePortfolioId: number;
  guestRangeId: number;
  /** A review of `providerId`'s, by a couple of its own (an unlocked request of theirs). */
  reviewId: number;
  bearer: string;
}

/** A small seeded directory (every country, its biggest cities), the demo couple signed in. */
export async function seedFuzzDatabase(t: TestApp): Promise<FuzzRows> {
  await seedDatabase(t.db, {
    config: { seedDemo: true, seedProviders: 40 },
    limitPerCountry: 15,
    now: t.clock.now(),
  });
  const [couple] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [
    DEMO_COUPLE_PHONE,
  ]);
  const [project, pastProject] = await t.db.query<{ id: number }>(
    'SELECT id FROM projects WHERE user_id = $1 ORDER BY event_date DESC LIMIT 2',
    [couple?.id ?? null],
  );
  const [provider] = await t.db.query<{ id: number; public_id: string; slug: string }>(
    "SELECT id, public_id, slug FROM providers WHERE published AND country = 'FR' ORDER BY id LIMIT 1",
  );
  const [image] = await t.db.query<{ id: number }>(
    'SELECT id FROM provider_images WHERE visible ORDER BY id LIMIT 1',
  );
  const [guestRange] = await t.db.query<{ id: number }>(
    "SELECT id FROM project_ranges WHERE kind = 'guest' ORDER BY position LIMIT 1",
  );
  if (!couple || !project || !pastProject || !provider || !image || !guestRange) {
    throw new Error('the fuzz seed lacks a couple, two projects, a provider, an image or a range');
  }
  const [inboxRequest] = await t.db.query<{ id: string }>(
    `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, 'Bonjour !', $3)
     ON CONFLICT (project_id, provider_id) DO UPDATE SET message = event_requests.message RETURNING id`,
    [pastProject.id, provider.id, t.clock.now()],
  );
  if (!inboxRequest) throw new Error('the fuzz seed could not send the provider a request');
  const paymentId = await recordPaidPayment(t.db, provider.id, t.clock.now());
  const { venueIds, venueImageId, videoIds } = await showcaseOf(t, provider.id);
  const portfolios = await seedPortfolios(t, provider.id);
  const reviewId = await seedReview(t, provider.id);
  const { headers } = await signIn(t, couple.id);
  return {
    ...portfolios,
    coupleId: couple.id,
    projectId: project.id,
    pastProjectId: pastProject.id,
    providerId: provider.id,
    providerPublicId: provider.public_id,
    providerSlug: provider.slug,
    inboxRequestId: inboxRequest.id,
    paymentId,
    imageId: image.id,
    venueIds,
    venueImageId,
    videoIds,
    guestRangeId: guestRange.id,
    reviewId,
    bearer: headers.authorization,
  };
}

/** The provider's venues and videos the back-office's examples name (a seeded photo's key: no file is deleted). */
async function showcaseOf(t: TestApp, providerId: number) {
  const now = t.clock.now();
  const venues = await t.db.query<{ id: number }>(
    `INSERT INTO venues (provider_id, name, created_at) VALUES ($1, 'Château fuzz', $2), ($1, 'Moulin fuzz', $2)
     RETURNING id`,
    [providerId, now],
  );
  const [first, second] = venues;
  const [image] = await t.db.query<{ id: number }>(
    `INSERT INTO venue_images (venue_id, provider_id, storage_key, position, width, height, created_at)
     VALUES ($1, $2, 'seed/venue-fuzz.jpg', 0, 1200, 800, $3) RETURNING id`,
    [first?.id ?? null, providerId, now],
  );
  const [youtube, vimeo] = await t.db.query<{ id: number }>(
    `INSERT INTO provider_videos (provider_id, platform, video_id, created_at)
     VALUES ($1, 'youtube', 'dQw4w9WgXcQ', $2), ($1, 'vimeo', '76979871', $2) RETURNING id`,
    [providerId, now],
  );
  if (!first || !second || !image || !youtube || !vimeo)
    throw new Error('the fuzz seed has no venue or video');
  return {
    venueIds: [first.id, second.id] as [number, number],
    venueImageId: image.id,
    videoIds: [youtube.id, vimeo.id] as [number, number],
  };
}
/** Two portfolios of the provider's, the first with three photos (the seed's files) and its key photo. */
async function seedPortfolios(t: TestApp, providerId: number) {
  const now = t.clock.now();
  const [portfolio, spare] = await t.db.query<{ id: number }>(
    `INSERT INTO portfolios (provider_id, title, created_at, updated_at)
     VALUES ($1, 'Camille et Louis au château', $2, $2), ($1, 'Un mariage à la mer', $2, $2) RETURNING id`,
    [providerId, now],
  );
  const images = await t.db.query<{ id: number }>(
    `INSERT INTO portfolio_images (portfolio_id, provider_id, storage_key, position, width, height, created_at)
     SELECT $1, $2, storage_key, row_number() OVER (ORDER BY id) - 1, 1200, 800, $3
     FROM (SELECT id, storage_key FROM provider_images WHERE provider_id = $2 ORDER BY id LIMIT 3) seeded
     RETURNING id`,
    [portfolio?.id ?? null, providerId, now],
  );
  const [first, second, third] = images.map(({ id }) => id).sort((a, b) => a - b);
  if (!portfolio || !spare || !first || !second || !third) {
    throw new Error('the fuzz seed could not give the provider a portfolio of three photos');
  }
  await t.db.query('UPDATE portfolios SET key_image_id = $2 WHERE id = $1', [portfolio.id, first]);
  return {
    portfolioId: portfolio.id,
    portfolioImageIds: [first, second, third] as [number, number, number],
    sparePortfolioId: spare.id,
  };
}

/**
 * A review of the provider's by a couple of its own (not the demo couple, whose projects the fuzz's saves come
 * and go around): its past wedding's request, unlocked.
 */
async function seedReview(t: TestApp, providerId: number): Promise<number> {
  const now = t.clock.now();
  const [request] = await t.db.query<{ id: string }>(
    `WITH couple AS (
       INSERT INTO users (phone, email, firstname, lastname, country, locale)
       VALUES ('+33600000036', 'avis.fuzz@example.fr', 'Léa', 'Durand', 'FR', 'fr') RETURNING id
     ), project AS (
       INSERT INTO projects (user_id, event_type_id, event_date)
       SELECT couple.id, (SELECT id FROM event_types ORDER BY id LIMIT 1), '2026-05-02' FROM couple RETURNING id
     )
     INSERT INTO event_requests (project_id, provider_id, message, status, read_at, answered_at, created_at)
     SELECT project.id, $1, 'Bonjour', 'accepted', $2, $2, $2 FROM project RETURNING id`,
    [providerId, now],
  );
  // Its own statement: the review's check reads the request, which a sibling of the same statement would hide.
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO reviews (event_request_id, provider_id, rating, body, author_name, event_date, created_at, updated_at)
     VALUES ($1, $2, 5, 'Une journée parfaite.', 'Léa D.', '2026-05-02', $3, $3) RETURNING id`,
    [request?.id ?? null, providerId, now],
  );
  if (!row) throw new Error('the fuzz seed could not give the provider a review');
  return row.id;
}

/**
 * Removes the projects the fuzz's saves created, keeping the seeded ones: each mutated save is then judged on
 * its input, never refused by the couple's project limits (tested in server/projects/project-limits.test.ts).
 */
export async function forgetSavedProjects(t: TestApp, rows: FuzzRows): Promise<void> {
  await t.db.query('DELETE FROM projects WHERE user_id = $1 AND id <> ALL($2::int[])', [
    rows.coupleId,
    [rows.projectId, rows.pastProjectId],
  ]);
}

/** A phone proof for the phone of a mutated sign-up, so that its other fields reach the database. */
export async function proofCookieFor(t: TestApp, input: unknown): Promise<string | undefined> {
  const phone = (input as { phone?: unknown } | null)?.phone;
  if (typeof phone !== 'string' || !/^\+[1-9]\d{6,14}$/.test(phone)) return undefined;
  return `${PHONE_PROOF_COOKIE}=${await issuePhoneProof(t.db, t.clock, phone)}`;
}

/** A sign-up that is valid in every field, for a phone nobody has yet. */
export const freshRegistration = (n: number) => exampleRegistration(`+3361${String(n).padStart(7, '0')}`);
