import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '@shared/session/token-cookies';
import type { Caller } from '@server/http/register-endpoint';

/**
 * The signed-in couple a page of the project site is for, read from the session's access-token cookie (the
 * page's own request carries no bearer header); null for a visitor, or when the token has expired (the page's
 * islands then renew the session and ask again), so a page never refuses what it cannot tell.
 */
export async function pageCaller(app: FastifyInstance, request: FastifyRequest): Promise<Caller | null> {
  const token = request.cookies[ACCESS_TOKEN_COOKIE];
  const caller = token ? await app.identifyAccessToken(token) : null;
  return caller?.role === 'couple' ? caller : null;
}
