import type { Queryable } from '../db/database';
import { queueNewLeadEmail } from './new-lead-email';

/*
 * The rules every way of sending a project to providers keeps (send-to-prestataire, choose-prestataires):
 * which message a request carries, the per-couple daily cap, one request per project and provider, and one
 * per couple and provider over a period whatever the project.
 */

/**
 * A couple contacts a handful of planners per project; far more in a day is a script or a spammer, and each
 * request costs the providers credits to unlock.
 */
export const MAX_REQUESTS_PER_USER_PER_DAY = 40;
const DAY_MS = 24 * 60 * 60_000;

/**
 * A couple reaches a provider once in this many days, whichever of their projects they send
 * (docs/product/projects-and-requests.md#one-contact-per-provider). Each request costs the provider credits
 * to unlock: eight projects for one event would charge them eight times for one client. Three months is long
 * enough for a couple to choose their planner (a planner silent that long will not answer a second request),
 * and short enough that the couple's next event reaches the planner again.
 */
export const ONE_CONTACT_PERIOD_DAYS = 90;

/**
 * The message a request carries: the one typed for this send, or else the project's; null when there is
 * neither (`no-message`: nothing may be sent, the couple is asked for one).
 */
export function requestMessage(typed: string | null, projectMessage: string | null): string | null {
  return typed || projectMessage || null;
}

/**
 * Takes the couple's send lock for the rest of the transaction, so that parallel sends are counted one after
 * the other and cannot slip past the cap together; every send of the couple takes it before reading or
 * writing its requests.
 */
export async function lockCoupleSends(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sends:${userId}`]);
}

/**
 * Whether `adding` more requests keep the couple within MAX_REQUESTS_PER_USER_PER_DAY over the last 24
 * hours; if not, in how many seconds enough of their requests are a day old for them to fit. Call it under
 * lockCoupleSends.
 */
export async function dailyCapRoom(
  tx: Queryable,
  { userId, adding, now }: { userId: number; adding: number; now: Date },
): Promise<{ fits: true } | { fits: false; retryAfterSeconds: number }> {
  const since = new Date(now.getTime() - DAY_MS);
  const [recent] = await tx.query<{ count: number }>(
    `SELECT count(*)::int AS count
     FROM event_requests r JOIN projects p ON p.id = r.project_id
     WHERE p.user_id = $1 AND r.created_at > $2`,
    [userId, since],
  );
  const overBy = (recent?.count ?? 0) + adding - MAX_REQUESTS_PER_USER_PER_DAY;
  if (overBy <= 0) return { fits: true };
  // The requests fit once the `overBy` oldest of the day are a day old.
  const [freeing] = await tx.query<{ created_at: Date }>(
    `SELECT r.created_at
     FROM event_requests r JOIN projects p ON p.id = r.project_id
     WHERE p.user_id = $1 AND r.created_at > $2
     ORDER BY r.created_at LIMIT 1 OFFSET $3`,
    [userId, since, overBy - 1],
  );
  // More than a whole day's cap at once never fits: a day is the honest wait.
  const freedAt = freeing ? freeing.created_at.getTime() + DAY_MS : now.getTime() + DAY_MS;
  return { fits: false, retryAfterSeconds: (freedAt - now.getTime()) / 1000 };
}

/**
 * The providers the couple may not be sent to now, among `among` (every provider when null): those `projectId`
 * contacted, at any time, and those any project of the couple reached within ONE_CONTACT_PERIOD_DAYS, a closed
 * one included (the provider was reached all the same). A send calls it under lockCoupleSends: the lock, not a
 * constraint, keeps two parallel sends from two projects from both finding the provider free (a constraint
 * would need the couple copied into each request and the period fixed in the schema); every writer of
 * requests takes the lock.
 */
export async function providersAlreadyReached(
  db: Queryable,
  {
    userId,
    projectId,
    among,
    now,
  }: { userId: number; projectId: number | null; among: readonly number[] | null; now: Date },
): Promise<Set<number>> {
  const since = new Date(now.getTime() - ONE_CONTACT_PERIOD_DAYS * DAY_MS);
  const rows = await db.query<{ provider_id: number }>(
    `SELECT DISTINCT r.provider_id
     FROM event_requests r JOIN projects p ON p.id = r.project_id
     WHERE p.user_id = $1 AND (r.project_id = $2 OR r.created_at > $3)
       AND ($4::int[] IS NULL OR r.provider_id = ANY($4::int[]))`,
    [userId, projectId, since, among],
  );
  return new Set(rows.map((row) => row.provider_id));
}

/**
 * Writes one request, and queues its email to the provider in the same transaction (`queueNewLeadEmail`, with
 * links to `backOfficeUrl`); null when this project already contacted this provider. Decided by the (project,
 * provider) unique constraint: of two simultaneous sends, the database lets exactly one insert its row.
 */
export async function insertEventRequest(
  tx: Queryable,
  {
    projectId,
    providerId,
    message,
    backOfficeUrl,
    now,
  }: { projectId: number; providerId: number; message: string; backOfficeUrl: string; now: Date },
): Promise<string | null> {
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT event_requests_project_provider DO NOTHING
     RETURNING id`,
    [projectId, providerId, message, now],
  );
  if (!inserted) return null;
  await queueNewLeadEmail(tx, { eventRequestId: inserted.id, backOfficeUrl, now });
  return inserted.id;
}

/**
 * A typed message becomes the project's message when it has none yet, so that the project's next sends need
 * not ask again; a project that already has one keeps it (the typed text was meant for these providers).
 */
export async function keepTypedMessage(
  tx: Queryable,
  projectId: number,
  typed: string | null,
): Promise<void> {
  if (!typed) return;
  await tx.query(`UPDATE projects SET message = $2 WHERE id = $1 AND coalesce(message, '') = ''`, [
    projectId,
    typed,
  ]);
}
