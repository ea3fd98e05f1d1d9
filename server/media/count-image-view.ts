import type { Queryable } from '../db/database';

/**
 * Adds one view to a provider's image and returns the new count, or null when there is no such image to
 * show: hidden by its provider, or belonging to a provider out of the directory.
 */
export async function countImageView(
  db: Queryable,
  imageId: number,
): Promise<{ id: number; viewCount: number } | null> {
  const [row] = await db.query<{ id: number; viewCount: number }>(
    `UPDATE provider_images SET view_count = view_count + 1
     WHERE provider_images.id = $1 AND provider_images.visible
       AND EXISTS (SELECT 1 FROM providers WHERE providers.id = provider_images.provider_id AND providers.published)
     RETURNING provider_images.id, provider_images.view_count::float8 AS "viewCount"`,
    [imageId],
  );
  return row ?? null;
}
