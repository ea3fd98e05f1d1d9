import type { FastifyInstance } from 'fastify';
import * as videosApi from '@shared/api/contract/back-office/videos';
import { VIDEOS_MAX } from '@shared/api/contract/back-office/videos';
import { parseVideoUrl } from '@shared/validation/video-url';
import { HttpError, invalidField } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint } from '../ownership';
import { PROVIDER_VIDEOS, videoOf, videosOf } from './video-rows';

/**
 * The provider's videos (docs/product/back-office.md#videos): a YouTube or Vimeo address is kept as its
 * platform and id, so that the profile builds every address it loads itself; each write answers the list.
 */
export function registerVideoRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  const owns = { db, owns: PROVIDER_VIDEOS, by: 'id' } as const;

  registerEndpoint(app, videosApi.videos, ({ caller }) => videosOf(db, caller.providerId));

  registerEndpoint(app, videosApi.addVideo, ({ caller, input }) => {
    // The contract's rule let it through: it is one of the addresses the parser reads.
    const video = parseVideoUrl(input.url);
    if (!video) throw invalidField('url', 'backOfficeVideos.urlInvalid');
    return db.transaction(async (tx) => {
      // Locked, so that two additions at once cannot both pass the limit.
      await tx.query('SELECT id FROM providers WHERE id = $1 FOR UPDATE', [caller.providerId]);
      const [count] = await tx.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM provider_videos WHERE provider_id = $1',
        [caller.providerId],
      );
      if ((count?.count ?? 0) >= VIDEOS_MAX)
        throw new HttpError(409, 'server.tooManyVideos', { limit: VIDEOS_MAX });
      const [added] = await tx.query<{ id: number }>(
        `INSERT INTO provider_videos (provider_id, platform, video_id, title, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider_id, platform, video_id) DO NOTHING RETURNING id`,
        [caller.providerId, video.platform, video.id, input.title, clock.now()],
      );
      if (!added) throw new HttpError(409, 'server.videoAlreadyAdded');
      return videosOf(tx, caller.providerId);
    });
  });

  registerOwnedEndpoint(app, videosApi.video, owns, ({ owned }) => videoOf(db, owned));

  registerOwnedEndpoint(app, videosApi.deleteVideo, owns, ({ caller, owned }) =>
    db.transaction(async (tx) => {
      await tx.query('DELETE FROM provider_videos WHERE id = $1', [owned]);
      return videosOf(tx, caller.providerId);
    }),
  );

  registerOwnedEndpoint(app, videosApi.toggleVideoVisibility, owns, ({ caller, owned }) =>
    db.transaction(async (tx) => {
      await tx.query('UPDATE provider_videos SET visible = NOT visible WHERE id = $1', [owned]);
      return videosOf(tx, caller.providerId);
    }),
  );
}
