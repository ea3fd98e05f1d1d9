/**
 * The names of the session's cookies, apart from the code that reads and writes them: the loaders on every
 * page only ask whether a session cookie is there, without js-cookie.
 */
export const ACCESS_TOKEN_COOKIE = 'token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';

/** Whether the cookies hold a session's token (it may have expired: a hint, never a proof). */
export function hasSessionCookie(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => {
    const [name = '', value = ''] = pair.split('=', 2).map((part) => part.trim());
    return (name === ACCESS_TOKEN_COOKIE || name === REFRESH_TOKEN_COOKIE) && value !== '';
  });
}
