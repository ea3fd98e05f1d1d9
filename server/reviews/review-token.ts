import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The link a couple reviews from (docs/product/back-office.md#reviews): a token that names its request and its
 * expiry, signed with the server's secret for this one purpose, so that it can neither be made up, nor moved to
 * another request, nor stretched, nor used for anything else. Fixed widths, in URL-safe characters only:
 * the request's uuid in hex (32), the expiry in base 36 seconds (8), the signature in base64url (43).
 */

const UUID_HEX = 32;
const EXPIRY = 8;
const SIGNATURE = 43;
export const REVIEW_TOKEN_LENGTH = UUID_HEX + EXPIRY + SIGNATURE;
const TOKEN = /^[0-9a-f]{32}[0-9a-z]{8}[\w-]{43}$/;

const signatureOf = (payload: string, secret: Uint8Array) =>
  createHmac('sha256', secret).update(`review-invitation:${payload}`).digest('base64url');

const hexOf = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/** The token of the review link for `eventRequestId`, valid until `expiresAt` (to the second). */
export function reviewToken(eventRequestId: string, expiresAt: Date, secret: Uint8Array): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  const payload = hexOf(eventRequestId) + seconds.toString(36).padStart(EXPIRY, '0');
  return payload + signatureOf(payload, secret);
}

/** What a token says, once its signature checks: an expired one says so rather than passing for forged. */
export type ReadToken =
  { valid: true; eventRequestId: string; expiresAt: Date } | { valid: false; reason: 'forged' | 'expired' };

export function readReviewToken(token: string, secret: Uint8Array, now: Date): ReadToken {
  if (!TOKEN.test(token)) return { valid: false, reason: 'forged' };
  const payload = token.slice(0, UUID_HEX + EXPIRY);
  const given = Buffer.from(token.slice(UUID_HEX + EXPIRY));
  const expected = Buffer.from(signatureOf(payload, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'forged' };
  }
  const expiresAt = new Date(parseInt(payload.slice(UUID_HEX), 36) * 1000);
  if (expiresAt <= now) return { valid: false, reason: 'expired' };
  return { valid: true, eventRequestId: uuidOf(payload.slice(0, UUID_HEX)), expiresAt };
}
