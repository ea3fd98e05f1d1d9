import type { onSendHookHandler } from 'fastify';
import type { Endpoint } from '@shared/api/endpoint';

/** What every answer that may carry a token or personal data says: kept by no cache, not even the browser's. */
export const NEVER_STORED = 'no-store';

/** The Cache-Control of an endpoint's successful answers: its contract's public cache, else `no-store`. */
export function cacheControlOf(endpoint: Pick<Endpoint, 'publicCache'>): string {
  return endpoint.publicCache ? `public, max-age=${endpoint.publicCache.maxAgeSeconds}` : NEVER_STORED;
}

/**
 * The one place a contract endpoint's answers get their Cache-Control: the contract's policy on a success,
 * `no-store` on everything else (a refusal, a 429, a 503), whatever a handler or a plugin wrote before.
 */
export function answerCaching(endpoint: Pick<Endpoint, 'publicCache'>): onSendHookHandler {
  const success = cacheControlOf(endpoint);
  return (_request, reply, payload, done) => {
    reply.header('cache-control', reply.statusCode < 400 ? success : NEVER_STORED);
    done(null, payload);
  };
}
