import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { identifyBearer, type SessionKeys } from './sessions';

/**
 * How every route learns who calls: the bearer token, checked against its live session. Registered once by
 * the app, before any route, so that a route tree never depends on the sign-in routes having been registered.
 */
export function registerCallerIdentification(app: FastifyInstance, db: Database, keys: SessionKeys): void {
  app.decorate('identifyCaller', (request: FastifyRequest) =>
    identifyBearer(db, keys, request.headers.authorization),
  );
}
