import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Queryable } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { NEVER_STORED } from './answer-caching';
import { HEALTH_PATH } from './liveness';

/** A check that gets no answer in this time counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckState = 'ok' | 'down' | 'not-configured';

interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; redis: CheckState };
}

/** Whether `check` succeeds within CHECK_TIMEOUT_MS. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const state = (up: boolean): CheckState => (up ? 'ok' : 'down');

async function readiness(db: Queryable, redis: Redis | null): Promise<Readiness> {
  const [database, migrations, redisUp] = await Promise.all([
    passes(() => db.query('SELECT 1')),
    passes(async () => {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
    }),
    redis ? passes(() => redis.ping()) : Promise.resolve(null),
  ]);
  const checks = {
    database: state(database),
    migrations: state(migrations),
    redis: redisUp === null ? 'not-configured' : state(redisUp),
  } as const;
  return { ready: database && migrations && redisUp !== false, checks };
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on `/ready` answers 503 `{ ready: false, shuttingDown: true }`: the process is shutting down
     * (server/lifecycle/graceful-shutdown.ts), and a load balancer must send it nothing new.
     */
    markShuttingDown(): void;
  }
}

/**
 * `/health` says the process lives (a supervisor restarts it when it does not answer); `/ready` says whether
 * it can serve: the database answers a query, every migration this code needs is applied, and Redis, when
 * the rate limits count there, answers PING. A load balancer sends traffic only while `/ready` answers 200;
 * 503 names what is down, or says the process is shutting down (`markShuttingDown`). Requests arriving while a check runs share its answer, so a flood of probes
 * costs the database one check at a time.
 */
/** A probe's routine answers stay out of the log (`warn` and above only). */
const PROBE = { logLevel: 'warn' } as const;

export function registerHealthChecks(
  app: FastifyInstance,
  { db, redis }: { db: Queryable; redis: Redis | null },
) {
  // A probe's answer, two bytes of JSON read by no browser: it skips the security headers and the compression
  // hooks, which would cost more than the answer itself on every probe. Probes come every few seconds from each
  // load balancer and supervisor: their request lines are logged only when something goes wrong. Over HTTP,
  // `GET /health` is answered the same before the router (server/http/liveness.ts); this route answers the rest.
  app.get(
    HEALTH_PATH,
    { ...PROBE, config: { securityHeaders: false }, compress: false },
    async (_request, reply) => {
      reply.header('cache-control', NEVER_STORED);
      return { ok: true };
    },
  );

  let shuttingDown = false;
  app.decorate('markShuttingDown', () => void (shuttingDown = true));

  let running: Promise<Readiness> | undefined;
  app.get('/ready', PROBE, async (_request, reply) => {
    if (shuttingDown) {
      return reply.code(503).header('cache-control', NEVER_STORED).send({ ready: false, shuttingDown: true });
    }
    running ??= readiness(db, redis).finally(() => {
      running = undefined;
    });
    const answer = await running;
    return reply
      .code(answer.ready ? 200 : 503)
      .header('cache-control', NEVER_STORED)
      .send(answer);
  });
}
