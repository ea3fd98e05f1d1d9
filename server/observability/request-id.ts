import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id the load balancer or a calling service gave is kept, so that one request reads the same in every
 * log: letters, digits and `_.:-`, at most 128 characters (a UUID, a trace id). Anything else is replaced:
 * a client must not write what it likes into our log lines, nor make them long.
 */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the request's `x-request-id` when acceptable, else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names the id its request was logged under (`reqId`), so a user's report finds its lines. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
