import type { DirectoryCard } from '@shared/api/contract/directory';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { DIRECTORY_CARD_COLUMNS, directoryCards, type DirectoryCardRow } from './list-providers';

/** A couple's favourite providers still in the directory, the most recently added first. */
export async function listFavorites(db: Queryable, userId: number, now: Date): Promise<DirectoryCard[]> {
  const rows = await db.query<DirectoryCardRow>(
    `SELECT ${DIRECTORY_CARD_COLUMNS}
     FROM favorites JOIN providers ON providers.id = favorites.provider_id
     WHERE favorites.user_id = $1 AND providers.published
     ORDER BY favorites.created_at DESC, providers.id DESC`,
    [userId],
  );
  return directoryCards(db, rows, now);
}

/**
 * Removes the provider from the couple's favourites if it is there, adds it otherwise, and says which.
 * Toggles of one couple take turns under a lock, so two at once (a double click, two tabs) both succeed and
 * cancel out instead of one failing on the primary key. An unknown or unpublished provider is a 404.
 */
export async function toggleFavorite(
  db: Database,
  userId: number,
  publicId: string,
  now: Date,
): Promise<{ publicId: string; isFavorite: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`favorites:${userId}`]);
    const [provider] = await tx.query<{ id: number; public_id: string }>(
      'SELECT id, public_id FROM providers WHERE public_id = $1 AND published',
      [publicId],
    );
    if (!provider) throw new HttpError(404, 'server.providerNotFound');
    const removed = await tx.query(
      'DELETE FROM favorites WHERE user_id = $1 AND provider_id = $2 RETURNING provider_id',
      [userId, provider.id],
    );
    if (removed.length > 0) return { publicId: provider.public_id, isFavorite: false };
    await tx.query('INSERT INTO favorites (user_id, provider_id, created_at) VALUES ($1, $2, $3)', [
      userId,
      provider.id,
      now,
    ]);
    return { publicId: provider.public_id, isFavorite: true };
  });
}
