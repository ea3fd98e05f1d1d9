import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@shared/session/token-cookies';

const TOKEN_COOKIE = new RegExp(`(?:^|;)\\s*${ACCESS_TOKEN_COOKIE}=([^;]+)`);

/**
 * Whether the request carries a session's token cookie. Not whether the session is valid (checking the token on
 * every page would cost each page a database read): a page only guesses from it what to draw first (the
 * couple's skeleton rather than the visitor's welcome), and its islands settle it after GET /api/me.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  const value = TOKEN_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return value !== undefined && value.trim() !== '';
}
