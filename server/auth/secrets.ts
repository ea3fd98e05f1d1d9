import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A six-digit code from the CSPRNG, zero-padded. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 256 random bits, URL-safe: refresh tokens and phone proofs. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Codes have only a million values, so a plain hash would be reversed instantly from a leaked table: they are
 * keyed with the server secret. Opaque tokens have 256 bits and need no key.
 */
export function hashCode(code: string, phone: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('base64url');
}

/**
 * The refresh token that replaces `token` when it is spent. Derived rather than drawn, so that a second
 * request spending the same token moments later (another tab of the same browser) can be handed the very same
 * successor; keyed with the server secret, so nobody can compute it without holding `token` itself.
 */
export function successorToken(token: string, secret: Uint8Array): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
