import Cookies from 'js-cookie';
import { sessionConfiguration } from './configuration';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './cookie-names';
import { tokenLifetimes } from './token-lifetimes';

export { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE };

/**
 * The access token's cookie goes this long before the token itself: a call made then renews the session
 * first instead of sending a token the server refuses on arrival.
 */
export const ACCESS_COOKIE_EARLY_SECONDS = 30;

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

/**
 * What both cookies share. Scripts read them (the elements dropped into any page send the token themselves),
 * so they can be neither HttpOnly nor on a narrower path than `/`; they are on the parent domain when one is
 * configured (the three hosts share the session) and Secure on https.
 */
function cookieScope(): Cookies.CookieAttributes {
  return {
    path: '/',
    domain: sessionConfiguration().cookieDomain,
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

/**
 * The access token's cookie lives as long as the token (less ACCESS_COOKIE_EARLY_SECONDS) and is Lax: the
 * project site's pages read it on a visitor's arrival from a link. The refresh token's lives until the
 * session ends, never longer, and is Strict: the server never reads it from a cookie, only the page's
 * scripts do, so no request from another site needs to carry it.
 */
export function storeTokens(tokens: SessionTokens): void {
  const { accessSeconds, sessionSeconds } = tokenLifetimes(tokens.token);
  const scope = cookieScope();
  Cookies.set(ACCESS_TOKEN_COOKIE, tokens.token, {
    ...scope,
    sameSite: 'Lax',
    expires: secondsFromNow(Math.max(0, accessSeconds - ACCESS_COOKIE_EARLY_SECONDS)),
  });
  Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, {
    ...scope,
    sameSite: 'Strict',
    expires: secondsFromNow(sessionSeconds),
  });
}

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE) || undefined;
}

/**
 * Whether the browser holds a session: an access token, or — once its cookie has gone with it — the refresh
 * token that renews it.
 */
export function holdsSession(): boolean {
  return getAccessToken() !== undefined || getRefreshToken() !== undefined;
}

/** Removal must repeat the path and domain the cookies were written with, or the browser keeps them. */
export function clearTokens(): void {
  const scope = cookieScope();
  Cookies.remove(ACCESS_TOKEN_COOKIE, scope);
  Cookies.remove(REFRESH_TOKEN_COOKIE, scope);
}
