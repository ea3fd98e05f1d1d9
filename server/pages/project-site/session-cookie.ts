import type { FastifyRequest } from 'fastify';
import { hasSessionCookie } from '@shared/session/cookie-names';

/**
 * Whether the request carries a session's cookie. Not whether the session is valid (checking the token on
 * every page would cost each page a database read): a page only guesses from it what to draw first (the
 * couple's skeleton rather than the visitor's welcome), and its islands settle it after GET /api/me.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  return hasSessionCookie(request.headers.cookie ?? '');
}
