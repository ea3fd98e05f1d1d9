import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import * as devApi from '@shared/api/contract/dev';
import type { Queryable } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';
import { readEmailOutbox } from '../mail/outbox-mail-transport';
import { readOutbox } from '../sms/outbox-transport';

export const DEV_OUTBOX_SECRET_HEADER = 'x-dev-outbox-secret';

/** Constant-time comparison of two texts of any length (their digests have one length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Development tools, the SMS and email outboxes; the caller only registers them when the outbox is enabled. With a secret (production),
 * a caller without it is answered as if the route did not exist: a staging server does not advertise it.
 */
export function registerDevRoutes(app: FastifyInstance, db: Queryable, secret: string | undefined): void {
  const allowed = (request: FastifyRequest) => {
    const given = request.headers[DEV_OUTBOX_SECRET_HEADER];
    return secret === undefined || (typeof given === 'string' && sameSecret(given, secret));
  };
  // With a secret, a caller without it is answered as if the route did not exist.
  const hidden = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!allowed(request)) return reply.callNotFound();
    },
  };
  registerEndpoint(
    app,
    devApi.smsOutbox,
    async ({ input }) => ({ messages: await readOutbox(db, input.phone) }),
    hidden,
  );
  registerEndpoint(
    app,
    devApi.mailOutbox,
    async ({ input }) => ({ messages: await readEmailOutbox(db, input.to) }),
    hidden,
  );
}
