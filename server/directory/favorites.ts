import { MAX_FAVORITES, type DirectoryCard } from '@shared/api/contract/directory';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { DIRECTORY_CARD_COLUMNS, directoryCards, type DirectoryCardRow } from './list-providers';

/**
 * A couple's favourite providers still in the directory, the most recently added first: at most
 * MAX_FAVORITES, so that a list kept from before the cap still answers in one bounded page.
 */
export async function listFavorites(db: Queryable, userId: number, now: Date): Promise<DirectoryCard[]> {
  const rows = await db.query<DirectoryCardRow>(
    `SELECT ${DIRECTORY_CARD_COLUMNS}
     FROM favorites JOIN providers ON providers.id = favorites.provider_id
     WHERE favorites.user_id = $1 AND providers.published
     ORDER BY favorites.created_at DESC, providers.id DESC
     LIMIT $2`,
    [userId, MAX_FAVORITES],
  );
  return directoryCards(db, rows, now);
}

/**
 * Removes the provider from the couple's favourites if it is there, adds it otherwise, and says which.
 * Toggles of one couple take turns under a lock, so two at once (a double click, two tabs) both succeed and
 * cancel out instead of one failing on the primary key, and parallel additions cannot pass MAX_FAVORITES
 * together (one more answers 409). An unknown or unpublished provider is a 404.
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
    const [kept] = await tx.query<{ count: number }>(
      // Counted as the list shows them: a provider gone from the directory holds no place.
      `SELECT count(*)::int AS count
       FROM favorites JOIN providers ON providers.id = favorites.provider_id
       WHERE favorites.user_id = $1 AND providers.published`,
      [userId],
    );
    if ((kept?.count ?? 0) >= MAX_FAVORITES)
      throw new HttpError(409, 'server.tooManyFavorites', { max: MAX_FAVORITES });
    await tx.query('INSERT INTO favorites (user_id, provider_id, created_at) VALUES ($1, $2, $3)', [
      userId,
      provider.id,
      now,
    ]);
    return { publicId: provider.public_id, isFavorite: true };
  });
}
