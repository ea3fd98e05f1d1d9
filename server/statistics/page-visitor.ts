import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createHmac } from 'node:crypto';

/** The visitor hash's length in bytes (migration 037 checks it): 128 bits, no collision in a day's visitors. */
export const VISITOR_BYTES = 16;

/** A day as the views count it: its UTC date, `YYYY-MM-DD`. */
export function viewDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether a request for a public page is a person's view: a GET (not the HEAD a link checker sends), not a
 * browser's prefetch or prerender of a page its user may never open (`Sec-Purpose`, `Purpose`, Firefox's
 * `X-Moz`), and from a browser isbot does not take for a crawler, a link preview or a script (a missing
 * User-Agent is not a browser's).
 */
export function isPersonView(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const { headers } = request;
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')} ${String(headers['x-moz'] ?? '')}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const userAgent = headers['user-agent'];
  return typeof userAgent === 'string' && userAgent !== '' && !isbot(userAgent);
}

/**
 * Who viewed, as the views store it: HMAC-SHA-256 of the day, the client (`request.clientKey`: an IPv6 client by
 * its /64) and its User-Agent, keyed by the server's secret, cut to VISITOR_BYTES. The day in the message rotates
 * it daily: the same browser is another visitor tomorrow, and without the secret no hash leads back to an address.
 */
export function visitorHash(secret: Uint8Array, day: string, client: string, userAgent: string): Buffer {
  return createHmac('sha256', secret)
    .update(`${day}\n${client}\n${userAgent}`)
    .digest()
    .subarray(0, VISITOR_BYTES);
}
