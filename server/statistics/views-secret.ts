import { createHmac } from 'node:crypto';

/**
 * The key of the page views' visitor hash (server/statistics/page-visitor.ts): `VIEWS_SECRET` when set, else
 * one derived from the token secret (every instance of a deployment shares that one, so a visitor hashes the
 * same on each and counts once); null when `PROFILE_VIEWS=off`, which counts nothing (the bench compares the
 * profile's throughput with and without counting).
 */
export function viewsSecretOf(env: NodeJS.ProcessEnv, tokenSecret: Uint8Array): Uint8Array | null {
  if (env.PROFILE_VIEWS === 'off') return null;
  if (env.VIEWS_SECRET) return new TextEncoder().encode(env.VIEWS_SECRET);
  return createHmac('sha256', tokenSecret).update('profile views').digest();
}
