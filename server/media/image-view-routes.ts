import type { FastifyInstance } from 'fastify';
import * as directoryApi from '@shared/api/contract/directory';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { countImageView } from './count-image-view';

/**
 * A gallery counts each of its images once per page view: a visitor browsing a few profiles a minute stays
 * far below this, a script inflating a provider's statistics does not.
 */
const VIEWS_PER_MINUTE_PER_ADDRESS = 120;

export function registerImageViewRoutes(app: FastifyInstance, db: Queryable): void {
  registerEndpoint(
    app,
    directoryApi.incrementImageViewCount,
    async ({ params }) => {
      const counted = await countImageView(db, params.id);
      if (!counted) throw new HttpError(404, 'server.imageNotFound');
      return counted;
    },
    { config: { rateLimit: { max: VIEWS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute' } } },
  );
}
