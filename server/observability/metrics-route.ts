import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { NEVER_STORED } from '../http/answer-caching';
import { createAppMetrics, UNCOUNTED, type Meters } from './app-metrics';

export const METRICS_PATH = '/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the server counts through (the caches, the CSP reports): counting nothing without METRICS_TOKEN. */
    readonly meters: Meters;
  }
}

/** The route of an answer as its metrics name it: its pattern, never the URL a client chose. */
const UNMATCHED_ROUTE = 'unmatched';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * The app's metrics for Prometheus at `/metrics` on every host, for a scrape carrying `METRICS_TOKEN` as a
 * bearer token (401 otherwise); without the token configured, no route and no counting (the meters it
 * answers count nothing). On the app's own port rather than one of its own: Prometheus scrapes each instance
 * at the address the load balancer reaches it by, an instance stays one listener to start, drain and close,
 * and the token keeps a scrape through the public port out (README, "Run it in production").
 */
export function registerMetrics(
  app: FastifyInstance,
  { config, db, clock }: { config: Pick<Config, 'metricsToken'>; db: Database; clock: Clock },
): Meters {
  const token = config.metricsToken;
  if (!token) {
    app.decorate('meters', UNCOUNTED);
    return UNCOUNTED;
  }
  const metrics = createAppMetrics({ db, clock });
  app.decorate('meters', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  // A scrape every few seconds would fill the log with its request's two lines: only warnings are logged.
  app.get(METRICS_PATH, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', NEVER_STORED);
    if (!carriesToken(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'A scrape of the metrics carries METRICS_TOKEN as its bearer token.',
      });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return metrics;
}
