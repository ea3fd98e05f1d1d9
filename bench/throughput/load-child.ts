/**
 * The load generator, run as its own process by `runLoad` so it gets its own core instead of competing with
 * the servers under test for the event loop. Reads a LoadSpec (JSON) from its standard input, prints a LoadResult.
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import type { LoadResult, LoadSpec } from './load-spec';

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Each request, when `distinctClients`, from the next address of 10.0.0.0/8, so that no two requests share a
 * client's limits; with the next of `bodies` and of `paths` when given.
 */
function eachRequest({
  distinctClients,
  bodies,
  paths,
}: Pick<LoadSpec, 'distinctClients' | 'bodies' | 'paths'>) {
  let count = 0;
  return {
    setupRequest: (request: { headers?: Record<string, string>; body?: string; path?: string }) => {
      count += 1;
      const client = count % 0xffffff;
      const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
      const body = bodies?.[count % bodies.length] ?? request.body;
      const path = paths?.[count % paths.length] ?? request.path;
      const headers = distinctClients ? { ...request.headers, 'x-forwarded-for': address } : request.headers;
      return { ...request, body, path, headers };
    },
  };
}

async function measure(spec: LoadSpec): Promise<LoadResult> {
  const options = {
    url: spec.url,
    method: spec.method ?? 'GET',
    ...(spec.body === undefined ? {} : { body: spec.body }),
    headers: spec.headers,
    connections: spec.connections,
    ...(spec.distinctClients || spec.paths ? { requests: [eachRequest(spec)] } : {}),
  };
  if (spec.warmupSeconds > 0) await autocannon({ ...options, duration: spec.warmupSeconds });

  const latencies: number[] = [];
  const started = performance.now();
  const run = autocannon({ ...options, duration: spec.durationSeconds });
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await run;
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    answered: result['2xx'],
    failed: { non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts },
    seconds,
    requestsPerSecond: result['2xx'] / seconds,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const spec = JSON.parse(Buffer.concat(chunks).toString()) as LoadSpec;
process.stdout.write(JSON.stringify(await measure(spec)));
