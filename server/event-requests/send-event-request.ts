import { SEND_ERRORS } from '@shared/api/contract/providers';
import type { Database } from '../db/database';

/**
 * A couple contacts a handful of planners per project; far more in a day is a script or a spammer, and each
 * request costs the providers credits to unlock.
 */
export const MAX_REQUESTS_PER_USER_PER_DAY = 40;
const DAY_MS = 24 * 60 * 60_000;

export interface EventRequestToSend {
  /** The couple sending; their requests of the last 24 hours are capped. */
  userId: number;
  projectId: number;
  providerId: number;
  /** The message typed for this send, if any. */
  message: string | null;
  /** The project's own message, if any. */
  projectMessage: string | null;
  now: Date;
}

export type SendOutcome =
  | { sent: true; id: string }
  | { sent: false; error: (typeof SEND_ERRORS)[keyof typeof SEND_ERRORS] }
  | { sent: false; error: 'daily-limit'; retryAfterSeconds: number };

/**
 * Sends a project to a provider. The request carries the message typed for this send, or else the project's;
 * with neither, nothing is written (`no-message`: the widget asks for one). A typed message also becomes the
 * project's message when it has none yet, so the project's next sends need not ask again; a project that
 * already has one keeps it (the typed text was meant for this provider).
 *
 * `already-sent` comes from the (project, provider) unique constraint: of two simultaneous sends, the
 * database lets exactly one insert its row.
 */
export async function sendEventRequest(db: Database, request: EventRequestToSend): Promise<SendOutcome> {
  const message = request.message || request.projectMessage;
  if (!message) return { sent: false, error: SEND_ERRORS.noMessage };
  return db.transaction(async (tx) => {
    // Counted under a per-couple lock, so parallel sends cannot slip past the cap together.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sends:${request.userId}`]);
    const [recent] = await tx.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(r.created_at) AS oldest
       FROM event_requests r JOIN projects p ON p.id = r.project_id
       WHERE p.user_id = $1 AND r.created_at > $2`,
      [request.userId, new Date(request.now.getTime() - DAY_MS)],
    );
    if (recent && recent.count >= MAX_REQUESTS_PER_USER_PER_DAY && recent.oldest) {
      const retryAfterSeconds = (recent.oldest.getTime() + DAY_MS - request.now.getTime()) / 1000;
      return { sent: false, error: 'daily-limit', retryAfterSeconds } as const;
    }
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO event_requests (project_id, provider_id, message, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT event_requests_project_provider DO NOTHING
       RETURNING id`,
      [request.projectId, request.providerId, message, request.now],
    );
    if (!inserted) return { sent: false, error: SEND_ERRORS.alreadySent };
    if (request.message) {
      await tx.query(`UPDATE projects SET message = $2 WHERE id = $1 AND coalesce(message, '') = ''`, [
        request.projectId,
        request.message,
      ]);
    }
    return { sent: true, id: inserted.id };
  });
}
