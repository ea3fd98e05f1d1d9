import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_ROUTE_PREFIX } from '@shared/api/image-url';
import { HttpError } from '../http/http-error';
import { isValidImageKey } from './image-key';
import type { ImageService } from './image-service';
import { parseVariantQuery, type ImageQuery } from './parse-variant-query';
import { RenderQueueFullError, RenderShareExceededError } from './render-queue';
import { MEDIA_TYPES, type VariantOptions } from './variant-options';

/** Keys are immutable by convention (new content, new key), so every cache may keep an answer for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * `GET /images/<key>?w=&h=&q=&fit=&format=`: a variant of the stored image, in the best format the browser
 * accepts unless `format` says which. 400 for a malformed key or parameter, 404 when nothing is stored under
 * the key. The key is read from the raw URL, one percent-decoded segment at a time as `imageUrl` encodes it,
 * so an encoded slash or dot cannot form a segment the key rules did not see.
 */
export function registerImageRoutes(app: FastifyInstance, images: ImageService): void {
  app.get(`${IMAGE_ROUTE_PREFIX}*`, IMAGE_RATE_LIMIT, async (request, reply) => {
    const key = keyOf(request);
    const { options, negotiated } = parseVariantQuery(request.query as ImageQuery, request.headers.accept);
    const data = await variantOrBusy(images, key, options, request.clientKey);
    if (!data) throw new HttpError(404, 'server.imageNotFound');

    const etag = `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', CACHE_FOREVER)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff');
    if (negotiated) reply.header('vary', 'Accept');
    if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
    return reply.type(MEDIA_TYPES[options.format]).send(data);
  });
}

/**
 * Per client address: a listing shows 20 cards and a profile a gallery, and browsers cache every answer for a
 * year, so a person never comes near it; a script asking for every variant does.
 */
export const IMAGE_REQUESTS_PER_MINUTE = 600;
const IMAGE_RATE_LIMIT = {
  config: { rateLimit: { max: IMAGE_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
};

/** Seconds a client is told to wait when the render queue, or its own share of it, is full. */
const BUSY_RETRY_SECONDS = 5;
const RETRY_LATER = { 'retry-after': String(BUSY_RETRY_SECONDS) };

/**
 * A full waiting line is the server's state (503); a client past its own share of it, or giving way in a full
 * line to a client with fewer, asked for too many renders at once while the others are still served, which is
 * its doing, as a rate limit is (429).
 */
async function variantOrBusy(images: ImageService, key: string, options: VariantOptions, client: string) {
  try {
    return await images.variant(key, options, client);
  } catch (error) {
    if (error instanceof RenderQueueFullError) throw new HttpError(503, 'server.imagesBusy', {}, RETRY_LATER);
    if (error instanceof RenderShareExceededError) {
      throw new HttpError(429, 'server.tooManyRequests', {}, RETRY_LATER);
    }
    throw error;
  }
}

function keyOf(request: FastifyRequest): string {
  const path = (request.raw.url ?? '').split('?')[0] ?? '';
  const segments = path.slice(IMAGE_ROUTE_PREFIX.length).split('/');
  let key: string;
  try {
    key = segments.map((segment) => decodeURIComponent(segment)).join('/');
  } catch {
    throw new HttpError(400, 'server.imageKeyInvalid');
  }
  // An encoded slash would turn one segment into two: `imageUrl` never writes one, so it is refused.
  if (!isValidImageKey(key) || key.split('/').length !== segments.length) {
    throw new HttpError(400, 'server.imageKeyInvalid');
  }
  return key;
}
