import type { Video } from '@shared/api/contract/back-office/videos';
import type { Queryable } from '@server/db/database';
import type { OwnedResource } from '../ownership';

/** A video, named in a path by its id: another provider's answers the same 404 as an unknown one. */
export const PROVIDER_VIDEOS = {
  table: 'provider_videos',
  key: 'id',
  owner: 'provider_videos.provider_id',
  id: 'integer',
  notFound: 'server.videoNotFound',
} as const satisfies OwnedResource;

const VIDEO_COLUMNS = 'id, platform, video_id AS "videoId", title, visible';

/** The provider's videos in the order they were added: every write's answer. */
export async function videosOf(db: Queryable, providerId: number): Promise<{ videos: Video[] }> {
  return {
    videos: await db.query<Video>(
      `SELECT ${VIDEO_COLUMNS} FROM provider_videos WHERE provider_id = $1 ORDER BY created_at, id`,
      [providerId],
    ),
  };
}

export async function videoOf(db: Queryable, videoId: number): Promise<Video> {
  const [row] = await db.query<Video>(`SELECT ${VIDEO_COLUMNS} FROM provider_videos WHERE id = $1`, [
    videoId,
  ]);
  if (!row) throw new Error(`video ${videoId} vanished`);
  return row;
}
