import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { isCleanText } from '@shared/validation';

/**
 * A path segment holding a control character (NUL above all, which PostgreSQL refuses in text) or a lone
 * surrogate names no page and no row: every route answers it as a path that does not exist, before its handler
 * reads the segment. One rule for every route, present and future, instead of a check in each handler.
 */
export function refuseUncleanPathSegments(app: FastifyInstance): void {
  // Only on the routes whose path has a parameter (`:slug`, or a wildcard): the others have no segment to read.
  // First, before a route's own checks, which may read the segment (an ownership's query).
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':') || route.url.includes('*')) {
      route.preValidation = [refuseUnclean, ...[route.preValidation ?? []].flat()];
    }
  });
}

const refuseUnclean: preValidationHookHandler = (request, reply, done) => {
  const params = request.params as Record<string, unknown> | undefined;
  const unclean = Object.values(params ?? {}).some(
    (value) => typeof value === 'string' && !isCleanText(value),
  );
  if (unclean) reply.callNotFound();
  else done();
};
