/**
 * The names of the session's cookies, apart from the code that reads and writes them: the loaders on every
 * page only ask whether a session cookie is there, without js-cookie.
 */
export const ACCESS_TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

/** Whether the browser holds a session cookie (it may have expired: a hint, never a proof). */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  return cookies
    .split(';')
    .some((pair) => pair.trim().startsWith(`${REFRESH_TOKEN_COOKIE}=`) && !pair.trim().endsWith('='));
}
