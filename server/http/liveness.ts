import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { REQUEST_ID_HEADER, requestIdOf } from '../observability/request-id';
import { NEVER_STORED } from './answer-caching';
import type { ServerTimeouts } from './server-timeouts';

/** The supervisor's liveness check (README, "Health and readiness"). */
export const HEALTH_PATH = '/health';

/** What `/health` answers as long as the process lives: the same bytes every time. */
export const HEALTH_BODY = JSON.stringify({ ok: true });

/**
 * The answer's headers as the routed `/health` writes them: JSON, stored by no cache, and varying with
 * `Accept-Encoding` as every JSON answer does (server/http/compression.ts), though two bytes are never
 * compressed. No security headers: no browser reads it.
 */
export const HEALTH_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': NEVER_STORED,
  vary: 'Accept-Encoding',
  'content-length': String(Buffer.byteLength(HEALTH_BODY)),
} as const;

/** How an answer is counted in the metrics (`Meters.request`). */
type CountRequest = (method: string, route: string, status: number, seconds: number) => void;

type RoutedHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LivenessProbe {
  /** Fastify's `serverFactory`: the HTTP server, answering `GET /health` itself and every other request routed. */
  serverFactory: FastifyServerFactory;
  /**
   * Once the app exists: each answer counted with `count`, and, from the moment `app` starts closing, a
   * `Connection: close` as Fastify writes on the requests it serves then.
   */
  attach(app: FastifyInstance, count: CountRequest): void;
}

/**
 * `GET /health` answered before Fastify's router and hooks: probes come every few seconds from each supervisor
 * and balancer, and the route's lookup on the host and its shared hooks cost more than the answer. The routed
 * `/health` (server/http/readiness.ts) stays for `app.inject`, `HEAD` and a URL with a query string, and answers
 * the same; what the routed answer gets from the shared hooks, this one writes: the request id (the given one
 * when acceptable), the metrics' count, and `Connection: close` during a shutdown. Nothing is logged, as for
 * the routed probe, whose level is `warn` and which has nothing to warn of.
 */
export function livenessProbe(timeouts: ServerTimeouts): LivenessProbe {
  let count: CountRequest = () => {};
  let closing = false;
  const answerHealth = (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    if (closing) response.setHeader('connection', 'close');
    response.writeHead(200, { ...HEALTH_HEADERS, [REQUEST_ID_HEADER]: requestIdOf(request) });
    response.end(HEALTH_BODY);
    count('GET', HEALTH_PATH, 200, (performance.now() - started) / 1000);
  };
  return {
    serverFactory: (routed: RoutedHandler) => {
      // What Fastify sets on the HTTP/1 server it makes when it is given no factory.
      const server = createServer(timeouts.http, (request, response) => {
        if (request.url === HEALTH_PATH && request.method === 'GET') answerHealth(request, response);
        else routed(request, response);
      });
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? server.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout ?? server.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      return server;
    },
    attach(app, counter) {
      count = counter;
      // Fastify marks itself closing just before its preClose hooks run: from then on, as its routes do.
      app.addHook('preClose', (done) => {
        closing = true;
        done();
      });
    },
  };
}
