import type { BenchOptions } from '../bench-options';
import { renderTable } from '../format/table';
import { formatMs, formatRate } from '../format/units';
import type { MixedRouteResult } from './mixed-load-spec';
import { runMixedLoad } from './run-mixed-load';
import { startBenchCluster } from './start-bench-cluster';

export interface ClusterReport {
  providers: number;
  instances: number;
  settings: Pick<BenchOptions, 'connections' | 'durationSeconds' | 'warmupSeconds'>;
  routes: MixedRouteResult[];
  /** Requests the proxy forwarded to each instance, warm-up and set-up included. */
  forwarded: readonly number[];
}

/**
 * The mixed traffic of a day on the sites, all at once, through the load balancer to two instances on one
 * PostgreSQL, one Redis and one bucket: every route loaded by `connections` connections of its own for the
 * same seconds, /health among them.
 */
export async function measureCluster(options: BenchOptions): Promise<ClusterReport> {
  const bench = await startBenchCluster({ providers: options.providers });
  try {
    const routes = await runMixedLoad({
      url: bench.cluster.proxy.url,
      routes: bench.routes,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    });
    return {
      providers: options.providers,
      instances: bench.cluster.instances.length,
      settings: options,
      routes,
      forwarded: [...bench.cluster.proxy.forwarded],
    };
  } finally {
    await bench.close();
  }
}

export function renderClusterReport(report: ClusterReport): string {
  const { connections, durationSeconds, warmupSeconds } = report.settings;
  const table = renderTable(
    `Mixed traffic through a load balancer to ${report.instances} instances (NODE_ENV=production) on ` +
      `PostgreSQL, Redis and S3, ${report.providers.toLocaleString('en-US')} providers; every route at once, ` +
      `${connections} connections each, ${durationSeconds} s after ${warmupSeconds} s warm-up`,
    [
      { header: 'route', cell: (row) => row.label },
      { header: 'req/s', cell: (row) => formatRate(row.requestsPerSecond), align: 'right' },
      { header: 'p50', cell: (row) => formatMs(row.p50Ms), align: 'right' },
      { header: 'p99', cell: (row) => formatMs(row.p99Ms), align: 'right' },
      { header: '2xx', cell: (row) => String(row.answers['2xx']), align: 'right' },
      { header: '4xx', cell: (row) => String(row.answers['4xx']), align: 'right' },
      { header: '5xx', cell: (row) => String(row.answers['5xx']), align: 'right' },
      { header: 'errors', cell: (row) => String(row.errors + row.timeouts), align: 'right' },
    ],
    report.routes,
  );
  const shares = report.forwarded
    .map((count, index) => `${String.fromCharCode(65 + index)} ${count}`)
    .join(', ');
  return `${table}\n\nRequests forwarded per instance: ${shares}.`;
}
