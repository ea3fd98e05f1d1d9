import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from './http-error';

/**
 * A Redis that answers takes a millisecond: past this, it is as good as away, and the request is answered
 * 503 rather than held (a command is never queued while the connection is down: it fails at once).
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;
/** ioredis tries to reconnect every 2 s at most: a client may try again a little later. */
export const REDIS_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The Redis the rate limits count in, shared by every instance. While it is away, every command fails at once
 * (no offline queue, no retry of a command, a timeout for one that gets no answer), so that a rate-limited
 * route answers 503 promptly instead of waiting for it; ioredis keeps reconnecting on its own, and the routes
 * work again as soon as it is back. Resolves once the first connection is made or has failed: the app starts
 * either way (`/ready` says whether Redis answers).
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  // One line per outage and one per recovery, not one per reconnection attempt.
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log.error({ err: error }, 'Redis unreachable: rate-limited routes answer 503 until it is back');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: rate-limited routes answer again');
  });
  await redis.connect().catch(() => undefined);
  return redis;
}

/** Closes the connection, at once when Redis is away (QUIT needs a live connection). */
export async function closeRateLimitRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** What a rate-limited route answers when its count cannot be read: 503, try again in a few seconds. */
export function countUnavailable(): HttpError {
  return new HttpError(
    503,
    'server.serviceUnavailable',
    {},
    { 'retry-after': String(REDIS_UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
}

/** A store whose failures (Redis away, or too slow) become a 503 with Retry-After instead of a 500. */
function answeringUnavailable(store: FastifyRateLimitStore): FastifyRateLimitStore {
  return {
    incr: (key, callback, timeWindow, max) =>
      store.incr(
        key,
        (error, result) => (error ? callback(countUnavailable()) : callback(null, result)),
        timeWindow,
        max,
      ),
    child: (routeOptions) => answeringUnavailable(store.child(routeOptions)),
  };
}

/** @fastify/rate-limit's Redis store, counting under `pp-rate-limit:`, its failures answered 503. */
export function redisRateLimitStore(redis: Redis): FastifyRateLimitStoreCtor {
  return class {
    readonly #store: FastifyRateLimitStore;
    constructor(options: RateLimitOptions) {
      this.#store = answeringUnavailable(
        new RedisStore(
          options.continueExceeding ?? false,
          options.exponentialBackoff ?? false,
          redis,
          'pp-rate-limit:',
        ),
      );
    }
    incr: FastifyRateLimitStore['incr'] = (...args) => this.#store.incr(...args);
    child: FastifyRateLimitStore['child'] = (routeOptions) => this.#store.child(routeOptions);
  };
}
