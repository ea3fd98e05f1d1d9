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
  guestRangeId: number;
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
  const { headers } = await signIn(t, couple.id);
  return {
    coupleId: couple.id,
    projectId: project.id,
    pastProjectId: pastProject.id,
    providerId: provider.id,
    providerPublicId: provider.public_id,
    providerSlug: provider.slug,
    inboxRequestId: inboxRequest.id,
    paymentId,
    imageId: image.id,
    guestRangeId: guestRange.id,
    bearer: headers.authorization,
  };
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
