import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { Caller } from '../http/register-endpoint';
import { identifyBearer, type SessionKeys } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Checks an access token read elsewhere than the bearer header (a page reads the session's cookie); null
     * when absent or not valid.
     */
    identifyAccessToken(token: string | undefined): Promise<Caller | null>;
  }
}

/**
 * How every route learns who calls: the bearer token, checked against its live session. Registered once by
 * the app, before any route, so that a route tree never depends on the sign-in routes having been registered.
 * A request's caller is looked up once, however many of its hooks and its handler ask (a tree's guard, then
 * the endpoint).
 */
export function registerCallerIdentification(app: FastifyInstance, db: Database, keys: SessionKeys): void {
  const callers = new WeakMap<FastifyRequest, Promise<Caller | null>>();
  app.decorate('identifyCaller', (request: FastifyRequest) => {
    let caller = callers.get(request);
    if (!caller) {
      caller = identifyBearer(db, keys, request.headers.authorization);
      callers.set(request, caller);
    }
    return caller;
  });
  app.decorate('identifyAccessToken', (token: string | undefined) =>
    identifyBearer(db, keys, token === undefined ? undefined : `Bearer ${token}`),
  );
}
