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
 */
export function registerCallerIdentification(app: FastifyInstance, db: Database, keys: SessionKeys): void {
  app.decorate('identifyCaller', (request: FastifyRequest) =>
    identifyBearer(db, keys, request.headers.authorization),
  );
  app.decorate('identifyAccessToken', (token: string | undefined) =>
    identifyBearer(db, keys, token === undefined ? undefined : `Bearer ${token}`),
  );
}
