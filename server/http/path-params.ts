import type { FastifyInstance } from 'fastify';
import { isCleanText } from '@shared/validation';

/**
 * A path segment holding a control character (NUL above all, which PostgreSQL refuses in text) or a lone
 * surrogate names no page and no row: every route answers it as a path that does not exist, before its handler
 * reads the segment. One rule for every route, present and future, instead of a check in each handler.
 */
export function refuseUncleanPathSegments(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const params = request.params as Record<string, unknown> | undefined;
    const unclean = Object.values(params ?? {}).some(
      (value) => typeof value === 'string' && !isCleanText(value),
    );
    if (unclean) return reply.callNotFound();
  });
}
