import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../shared/api/contract/dev';
import type { Queryable } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import { readOutbox } from '../sms/outbox-transport';

/** Development tools; the caller only registers them when the outbox is enabled. */
export function registerDevRoutes(app: FastifyInstance, db: Queryable): void {
  registerEndpoint(app, smsOutbox, async ({ input }) => ({ messages: await readOutbox(db, input.phone) }));
}
