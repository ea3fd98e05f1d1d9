/**
 * The claim of an access token that says when its session ends (seconds since the epoch, as `exp`): the
 * server writes it, the browser expires the refresh token's cookie then.
 */
export const SESSION_END_CLAIM = 'session_exp';

/** No session lasts longer (the server's rule): what a cookie is kept for when its token says nothing. */
export const LONGEST_SESSION_SECONDS = 7 * 24 * 60 * 60;

/** How long the browser keeps each token's cookie, in seconds from now. */
export interface TokenLifetimes {
  /** The access token's own life. */
  accessSeconds: number;
  /** What is left of the session, which no refresh extends. */
  sessionSeconds: number;
}

function isSeconds(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The claims of a JWT, read without checking its signature: the server checks it, the browser only reads dates. */
function claimsOf(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lifetimes an access token states, measured from its issue (`iat`) rather than against this device's
 * clock, which may be wrong by minutes: the token was issued a moment ago. A token that states none (not a
 * JWT) is kept as long as the longest session.
 */
export function tokenLifetimes(accessToken: string): TokenLifetimes {
  const claims = claimsOf(accessToken);
  const issuedAt = claims?.iat;
  const expiresAt = claims?.exp;
  const sessionEnd = claims?.[SESSION_END_CLAIM];
  if (!isSeconds(issuedAt) || !isSeconds(expiresAt) || !isSeconds(sessionEnd)) {
    return { accessSeconds: LONGEST_SESSION_SECONDS, sessionSeconds: LONGEST_SESSION_SECONDS };
  }
  const bounded = (seconds: number) => Math.min(Math.max(0, seconds), LONGEST_SESSION_SECONDS);
  return { accessSeconds: bounded(expiresAt - issuedAt), sessionSeconds: bounded(sessionEnd - issuedAt) };
}
