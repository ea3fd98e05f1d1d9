import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CacheMeter } from '../cache/cache-meter';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { queueDepths } from './queue-gauges';

export type DeliveryChannel = 'sms' | 'email';
/** `refused`: the transport refused the recipient for good (no retry can mend it); `failed`: to be retried. */
export type DeliveryOutcome = 'sent' | 'failed' | 'refused';

/** What the rest of the server counts through: given to the transports, the caches and the CSP reports. */
export interface Meters {
  /** An answer, by its route's pattern (never the URL a client chose) and status, and the seconds it took. */
  request(method: string, route: string, status: number, seconds: number): void;
  delivery(channel: DeliveryChannel, outcome: DeliveryOutcome): void;
  cache(name: string): CacheMeter;
  cspViolation(directive: string): void;
}

/** The meters of an app that serves no metrics: nothing is counted, nothing costs. */
export const UNCOUNTED: Meters = {
  request: () => {},
  delivery: () => {},
  cache: () => ({ hit: () => {}, miss: () => {} }),
  cspViolation: () => {},
};

export interface AppMetrics extends Meters {
  readonly registry: Registry;
}

/** Seconds: from a cached page (a millisecond) to a request that meets the server's timeouts. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's metrics, in a registry of its own (never prom-client's global one: two apps in one test process
 * count apart): the requests by route pattern, the messages sent, the queues' depth and the database pool
 * read at each scrape, the caches' hits, the CSP reports, and the process's own (memory, CPU, event loop).
 */
export function createAppMetrics({ db, clock }: { db: Database; clock: Clock }): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern (the not-found answers under "unmatched").',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers by route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const deliveries = new Counter({
    name: 'messages_total',
    help: 'Text messages and emails handed to their transport, by outcome: sent, failed (retried), refused.',
    labelNames: ['channel', 'outcome'],
    registers,
  });
  const cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups of the in-memory caches: hit or miss.',
    labelNames: ['cache', 'result'],
    registers,
  });
  const cspReports = new Counter({
    name: 'csp_violations_total',
    help: 'Content-Security-Policy violations browsers reported, by directive.',
    labelNames: ['directive'],
    registers,
  });

  const oldestWaiting = new Gauge({
    name: 'queue_oldest_waiting_seconds',
    help: 'How long the oldest waiting message has been queued (read with queue_messages).',
    labelNames: ['queue'],
    registers,
  });
  new Gauge({
    name: 'queue_messages',
    help: 'Queued messages: waiting (neither sent nor given up), retrying (waiting, tried before), abandoned (ever).',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      // The database unreachable: the queues' series are left out of this scrape, the others still answer.
      const depths = await queueDepths(db, clock).catch(() => null);
      if (!depths) {
        this.reset();
        oldestWaiting.reset();
        return;
      }
      for (const depth of depths) {
        this.set({ queue: depth.queue, state: 'waiting' }, depth.waiting);
        this.set({ queue: depth.queue, state: 'retrying' }, depth.retrying);
        this.set({ queue: depth.queue, state: 'abandoned' }, depth.abandoned);
        oldestWaiting.set({ queue: depth.queue }, depth.oldestWaitingSeconds);
      }
    },
  });
  if (db.poolUsage) {
    const usage = db.poolUsage.bind(db);
    new Gauge({
      name: 'db_pool_connections',
      help: "node-postgres's pool: total and idle connections, and queries waiting for one.",
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle, waiting } = usage();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }

  return {
    registry,
    request(method, route, status, seconds) {
      latency.observe({ method, route }, seconds);
      requests.inc({ method, route, status });
    },
    delivery: (channel, outcome) => deliveries.inc({ channel, outcome }),
    cache(name) {
      const hits = cacheLookups.labels({ cache: name, result: 'hit' });
      const misses = cacheLookups.labels({ cache: name, result: 'miss' });
      return { hit: () => hits.inc(), miss: () => misses.inc() };
    },
    cspViolation: (directive) => cspReports.inc({ directive }),
  };
}
