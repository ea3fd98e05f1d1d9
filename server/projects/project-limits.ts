import {
  MAX_OPEN_PROJECTS,
  MAX_PROJECTS_PER_DAY,
  MAX_PROJECTS_PER_HOUR,
} from '@shared/api/contract/projects';
import type { Queryable } from '../db/database';

/*
 * The limits on a couple's projects (docs/product/projects-and-requests.md#project-limits): how many are open
 * at once, how many are created in any hour and in any day. Every way of creating a project checks them under
 * the couple's project lock, in the transaction that writes it.
 */

const HOUR_MS = 60 * 60_000;

/** The rolling windows a couple's new projects are counted in, each with its cap. */
const CREATION_WINDOWS = [
  { ms: HOUR_MS, max: MAX_PROJECTS_PER_HOUR },
  { ms: 24 * HOUR_MS, max: MAX_PROJECTS_PER_DAY },
] as const;

/**
 * Takes the couple's project lock for the rest of the transaction, so that parallel creations are counted one
 * after the other and cannot slip past a cap together.
 */
export async function lockCoupleProjects(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`projects:${userId}`]);
}

export type CreationRoom =
  | { fits: true }
  /** MAX_OPEN_PROJECTS are open: waiting does not help, closing one does. */
  | { fits: false; limit: 'open-projects' }
  /** A creation cap is reached: one more fits in `retryAfterSeconds`. */
  | { fits: false; limit: 'created'; retryAfterSeconds: number };

/**
 * Whether the couple may create one more project at `now`; if not, which limit stops it and, for the creation
 * caps, in how many seconds enough of the window's projects have left it for one more to fit (the longer wait
 * of the two windows). Call it under lockCoupleProjects.
 */
export async function projectCreationRoom(
  tx: Queryable,
  { userId, now }: { userId: number; now: Date },
): Promise<CreationRoom> {
  const [open] = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM projects WHERE user_id = $1 AND closed_at IS NULL',
    [userId],
  );
  if ((open?.count ?? 0) >= MAX_OPEN_PROJECTS) return { fits: false, limit: 'open-projects' };
  let freedAt = now.getTime();
  for (const window of CREATION_WINDOWS) {
    // The window is full when it holds `max` projects; one more fits once the max-th newest has left it.
    const [blocking] = await tx.query<{ created_at: Date }>(
      `SELECT created_at FROM projects WHERE user_id = $1 AND created_at > $2
       ORDER BY created_at DESC LIMIT 1 OFFSET $3`,
      [userId, new Date(now.getTime() - window.ms), window.max - 1],
    );
    if (blocking) freedAt = Math.max(freedAt, blocking.created_at.getTime() + window.ms);
  }
  if (freedAt === now.getTime()) return { fits: true };
  return { fits: false, limit: 'created', retryAfterSeconds: (freedAt - now.getTime()) / 1000 };
}
