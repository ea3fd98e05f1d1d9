import * as v from 'valibot';
import { projectDraftSchema, type SavedDraft } from '@shared/api/contract/project-drafts';
import type { Queryable } from '../db/database';

type DraftDocument = v.InferOutput<typeof projectDraftSchema>;

/**
 * The couple's draft, or null. A document that today's contract no longer accepts (saved under older rules)
 * counts as no draft rather than an answer the client would refuse.
 */
export async function findDraft(db: Queryable, userId: number): Promise<SavedDraft | null> {
  const [row] = await db.query<{ document: unknown; updated_at: Date }>(
    'SELECT document, updated_at FROM project_drafts WHERE user_id = $1',
    [userId],
  );
  if (!row) return null;
  const parsed = v.safeParse(projectDraftSchema, row.document);
  return parsed.success ? { ...parsed.output, updatedAt: row.updated_at.toISOString() } : null;
}

/** Replaces the couple's draft (there is one per couple) with `draft`, as of `now`. */
export async function saveDraft(
  db: Queryable,
  userId: number,
  draft: DraftDocument,
  now: Date,
): Promise<SavedDraft> {
  await db.query(
    `INSERT INTO project_drafts (user_id, document, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (user_id) DO UPDATE SET document = excluded.document, updated_at = excluded.updated_at`,
    [userId, JSON.stringify(draft), now],
  );
  return { ...draft, updatedAt: now.toISOString() };
}

export async function discardDraft(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM project_drafts WHERE user_id = $1', [userId]);
}
