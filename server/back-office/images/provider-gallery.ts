import type { Gallery, ProviderImage } from '@shared/api/contract/back-office/images';
import type { Queryable } from '@server/db/database';
import type { OwnedResource } from '../ownership';
import type { StoredUpload } from '../uploads/receive-uploads';

/** A gallery photo, named in a path by its id: another provider's answers the same 404 as an unknown one. */
export const PROVIDER_IMAGES = {
  table: 'provider_images',
  key: 'id',
  owner: 'provider_images.provider_id',
  id: 'integer',
  notFound: 'server.imageNotFound',
} as const satisfies OwnedResource;

interface ImageRow {
  id: number;
  storage_key: string;
  caption: string;
  visible: boolean;
  position: number;
  width: number | null;
  height: number | null;
}

const toImage = (row: ImageRow): ProviderImage => ({
  id: row.id,
  key: row.storage_key,
  caption: row.caption,
  visible: row.visible,
  position: row.position,
  width: row.width,
  height: row.height,
});

/** The provider's gallery in its profile's order, and its profile photo: every answer of the area. */
export async function galleryOf(db: Queryable, providerId: number): Promise<Gallery> {
  const rows = await db.query<ImageRow>(
    `SELECT id, storage_key, caption, visible, position, width, height
     FROM provider_images WHERE provider_id = $1 ORDER BY position, id`,
    [providerId],
  );
  const [provider] = await db.query<{ profile_image: string | null }>(
    'SELECT profile_image FROM providers WHERE id = $1',
    [providerId],
  );
  return { images: rows.map(toImage), profileImage: provider?.profile_image ?? null };
}

export async function galleryCount(db: Queryable, providerId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::integer AS count FROM provider_images WHERE provider_id = $1',
    [providerId],
  );
  return row?.count ?? 0;
}

/**
 * Adds stored uploads to the end of the gallery, in the order they were sent, within `max` photos (false,
 * adding nothing, past it). Run in a transaction: the provider's row is locked first, so that two uploads at
 * once (the page sends each file on its own) take positions one after the other instead of the same one.
 */
export async function addToGallery(
  db: Queryable,
  providerId: number,
  uploads: readonly StoredUpload[],
  { now, max }: { now: Date; max: number },
): Promise<boolean> {
  await db.query('SELECT id FROM providers WHERE id = $1 FOR UPDATE', [providerId]);
  if ((await galleryCount(db, providerId)) + uploads.length > max) return false;
  const [last] = await db.query<{ position: number }>(
    'SELECT coalesce(max(position), -1)::integer AS position FROM provider_images WHERE provider_id = $1',
    [providerId],
  );
  let position = last?.position ?? -1;
  for (const { key, width, height } of uploads) {
    position += 1;
    await db.query(
      `INSERT INTO provider_images (provider_id, storage_key, position, width, height, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [providerId, key, position, width, height, now],
    );
  }
  return true;
}

/** Removes a photo's row, answering the key its file was stored under. */
export async function removeFromGallery(db: Queryable, imageId: number): Promise<string | null> {
  const [row] = await db.query<{ storage_key: string }>(
    'DELETE FROM provider_images WHERE id = $1 RETURNING storage_key',
    [imageId],
  );
  return row?.storage_key ?? null;
}

export async function toggleVisibility(db: Queryable, imageId: number): Promise<void> {
  await db.query('UPDATE provider_images SET visible = NOT visible WHERE id = $1', [imageId]);
}

export async function setCaption(db: Queryable, imageId: number, caption: string): Promise<void> {
  await db.query('UPDATE provider_images SET caption = $2 WHERE id = $1 AND caption <> $2', [
    imageId,
    caption,
  ]);
}

/** Sets (or clears) the profile photo, answering the key it replaces. */
export async function replaceProfileImage(
  db: Queryable,
  providerId: number,
  key: string | null,
): Promise<string | null> {
  const [row] = await db.query<{ previous: string | null }>(
    `UPDATE providers SET profile_image = $2 FROM (SELECT profile_image AS previous FROM providers WHERE id = $1) old
     WHERE id = $1 RETURNING old.previous`,
    [providerId, key],
  );
  return row?.previous ?? null;
}
