import Cookies from 'js-cookie';
import { sessionConfiguration } from './configuration';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from './cookie-names';

export { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE };

const LIFETIME_DAYS = 7;

export interface SessionTokens {
  token: string;
  refresh_token: string;
}

function cookieAttributes(): Cookies.CookieAttributes {
  return {
    path: '/',
    domain: sessionConfiguration().cookieDomain,
    sameSite: 'Lax',
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  };
}

export function storeTokens(tokens: SessionTokens): void {
  const attributes = { ...cookieAttributes(), expires: LIFETIME_DAYS };
  Cookies.set(ACCESS_TOKEN_COOKIE, tokens.token, attributes);
  Cookies.set(REFRESH_TOKEN_COOKIE, tokens.refresh_token, attributes);
}

export function getAccessToken(): string | undefined {
  return Cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
}

export function getRefreshToken(): string | undefined {
  return Cookies.get(REFRESH_TOKEN_COOKIE) || undefined;
}

/** Removal must repeat the path and domain the cookies were written with, or the browser keeps them. */
export function clearTokens(): void {
  const attributes = cookieAttributes();
  Cookies.remove(ACCESS_TOKEN_COOKIE, attributes);
  Cookies.remove(REFRESH_TOKEN_COOKIE, attributes);
}
