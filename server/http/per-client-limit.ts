import type { RouteShorthandOptions } from 'fastify';

/**
 * A route's flood shield: at most `max` requests a minute per client (`request.clientKey`), past which it
 * answers 429 (its contract declares it). The rules of the feature itself (codes, lockouts) live elsewhere.
 */
export function perClientPerMinute(max: number): RouteShorthandOptions {
  return { config: { rateLimit: { max, timeWindow: '1 minute' } } };
}
