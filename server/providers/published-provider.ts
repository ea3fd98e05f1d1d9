import type { Queryable } from '../db/database';

/** Unpublished providers are out of the directory: nobody can contact them or be offered them. */
export async function isPublishedProvider(db: Queryable, providerId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM providers WHERE id = $1 AND published', [providerId]);
  return rows.length > 0;
}
