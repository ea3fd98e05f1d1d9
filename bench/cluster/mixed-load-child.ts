/**
 * The mixed traffic's load generator, run as a process of its own by `runMixedLoad` (the proxy and the
 * servers keep their cores): reads a MixedLoadSpec (JSON) from its standard input, loads every route at once
 * with autocannon, and prints one MixedRouteResult per route.
 */
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import type { MixedLoadSpec, MixedRoute, MixedRouteResult } from './mixed-load-spec';

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** The route's requests, each with the next of its variants (kept across the warm-up and the measure). */
function routeOptions(url: string, route: MixedRoute, connections: number) {
  let sent = 0;
  const variants = route.variants ?? [];
  return {
    url: url + route.path,
    method: route.method,
    headers: route.headers,
    ...(route.body === undefined ? {} : { body: route.body }),
    connections,
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string>; body?: string }) => {
          const variant = variants[sent++ % Math.max(1, variants.length)];
          return variant
            ? {
                ...request,
                headers: { ...request.headers, ...variant.headers },
                body: variant.body ?? request.body,
              }
            : request;
        },
      },
    ],
  };
}

async function measureRoute(options: ReturnType<typeof routeOptions>, label: string, seconds: number) {
  const latencies: number[] = [];
  const answers = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const started = performance.now();
  const run = autocannon({ ...options, duration: seconds });
  run.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    const kind = `${Math.floor(status / 100)}xx`;
    if (kind in answers) answers[kind as keyof typeof answers] += 1;
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await run;
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    label,
    answers,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: elapsed,
    requestsPerSecond: answers['2xx'] / elapsed,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  } satisfies MixedRouteResult;
}

async function measure(spec: MixedLoadSpec): Promise<MixedRouteResult[]> {
  const routes = spec.routes.map((route) => ({
    label: route.label,
    options: routeOptions(spec.url, route, spec.connections),
  }));
  if (spec.warmupSeconds > 0) {
    await Promise.all(routes.map(({ options }) => autocannon({ ...options, duration: spec.warmupSeconds })));
  }
  return Promise.all(routes.map(({ options, label }) => measureRoute(options, label, spec.durationSeconds)));
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const spec = JSON.parse(Buffer.concat(chunks).toString()) as MixedLoadSpec;
process.stdout.write(JSON.stringify(await measure(spec)));
