import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The `state` of Instagram's authorisation window: which provider asked, until when, and a nonce, signed with
 * the server's token secret (its own purpose in the MAC, so it never passes for another signed value). The
 * return (`POST /api/instagram/token`) takes it only from that provider, before it expires: a state made up,
 * altered, expired or another provider's is refused before Instagram is called.
 */

/** How long a provider has to allow the app in Instagram's window. */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
const PURPOSE = 'instagram-oauth-state';

function mac(secret: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest();
}

export function signState(secret: Uint8Array, providerId: number, now: Date): string {
  const expires = Math.floor((now.getTime() + STATE_LIFETIME_MS) / 1000);
  const payload = `${providerId}.${expires}.${randomBytes(12).toString('base64url')}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

/** Whether `state` is one this server signed for `providerId`, still valid at `now`. */
export function stateIsValid(secret: Uint8Array, state: string, providerId: number, now: Date): boolean {
  const [encoded, signature, ...rest] = state.split('.');
  if (!encoded || !signature || rest.length > 0) return false;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const [provider, expires] = payload.split('.');
  return Number(provider) === providerId && Number(expires) * 1000 > now.getTime();
}
