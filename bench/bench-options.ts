import { parseArgs } from 'node:util';

export interface BenchOptions {
  build: boolean;
  json: boolean;
  sizes: boolean;
  server: boolean;
  /** Each page's weight in Chromium (bench/pages/). */
  pages: boolean;
  /** Lighthouse's scores of each page (bench/lighthouse/). */
  lighthouse: boolean;
  /** Mixed traffic through a load balancer to two instances on PostgreSQL (bench/cluster/): asked for only. */
  cluster: boolean;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  rounds: number;
  /** Lighthouse runs per page: its timings vary from one run to the next, the report keeps the median run. */
  lighthouseRuns: number;
  /** Demo providers seeded before the server is measured (the directory's rows read them). */
  providers: number;
  /** Only the throughput targets whose label contains one of these (hello-world always runs); all if empty. */
  targets: string[];
  help: boolean;
}

export const USAGE = `npm run bench -- [options]

  --no-build         measure dist/ as it is instead of running vite build first
  --only sizes|server|pages|lighthouse|cluster
                     run one part of the bench: the built files' sizes, the server's throughput, what
                     each page downloads in Chromium, Lighthouse's scores (mobile preset), or the mixed
                     traffic through a load balancer to two server processes (DATABASE_URL required;
                     only when asked for)
  --duration S       seconds of load per endpoint (default 5)
  --warmup S         seconds of unmeasured load before each measurement (default 1)
  --connections N    concurrent connections of the load generator (default 10)
  --rounds N         measure every endpoint N times, in turn, and keep the medians (default 1); run
                     Lighthouse N times per page and keep the median run (default 5)
  --target TEXT      measure only the server's endpoints whose label contains TEXT, repeatable (hello-world,
                     the figures' baseline, always runs): a targeted run on a shared machine
  --providers N      demo providers seeded for the directory's endpoints (default 10000; the EXPLAIN
                     of npm run explain:directory uses 100000)
  --json             also write the figures to test-results/bench.json
  --help             this text

DATABASE_URL=postgres://… measures the server on PostgreSQL (in a schema of its own, dropped at the end)
instead of PGlite in memory.`;

const PARTS = ['sizes', 'server', 'pages', 'lighthouse', 'cluster'] as const;

function positive(
  name: string,
  value: string | undefined,
  fallback: number,
  { integer = true } = {},
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0 || (integer && !Number.isInteger(number))) {
    throw new Error(`--${name}: "${value}" is not a ${integer ? 'whole ' : ''}number ≥ 0`);
  }
  return number;
}

export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      'no-build': { type: 'boolean' },
      only: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      providers: { type: 'string' },
      target: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const only = values.only;
  if (only !== undefined && !(PARTS as readonly string[]).includes(only)) {
    throw new Error(`--only: "${only}" is not one of ${PARTS.join(', ')}`);
  }
  const runs = (part: (typeof PARTS)[number]) => only === undefined || only === part;
  return {
    build: !values['no-build'],
    json: values.json ?? false,
    sizes: runs('sizes'),
    server: runs('server'),
    pages: runs('pages'),
    lighthouse: runs('lighthouse'),
    cluster: only === 'cluster',
    connections: Math.max(1, positive('connections', values.connections, 10)),
    durationSeconds: Math.max(1, positive('duration', values.duration, 5)),
    warmupSeconds: positive('warmup', values.warmup, 1),
    rounds: Math.max(1, positive('rounds', values.rounds, 1)),
    lighthouseRuns: Math.max(1, positive('rounds', values.rounds, 5)),
    providers: Math.max(1, positive('providers', values.providers, 10_000)),
    targets: values.target ?? [],
    help: values.help ?? false,
  };
}
