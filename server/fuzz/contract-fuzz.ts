import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '@shared/api/contract';
import type { Endpoint } from '@shared/api/endpoint';
import { hostHeaderOf } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { forgetSavedProjects, proofCookieFor, seedFuzzDatabase, type FuzzRows } from './fuzz-fixture';
import {
  HOSTILE_SEGMENTS,
  hostileNumber,
  hostileRawBodies,
  hostileSegment,
  hostileText,
  hostileValue,
  knownHostileValues,
  percentEncode,
} from './hostile-values';
import { tableChecksums } from './table-checksums';
import { validRequests, type ValidRequest } from './valid-requests';

/*
 * Hostile requests to every endpoint of the contract and every other route the app registers: whatever comes
 * in, the answer is a 2xx, 3xx or 4xx, never a 5xx or a stack trace, and a refused write changes no table.
 * Endpoints and routes are enumerated, not listed, so one added later is fuzzed without a line written for it.
 * Fixed seed: a failure prints the counterexample and the seed and path that replay it.
 */

const SEED = 20_261_124;
/**
 * Mutations per endpoint and auth mode, and hostile requests per page route, sized per environment: the whole
 * sample on a developer's machine; half of it on CI (CI=true), where fifteen minutes hold every layer; what
 * FUZZ_SAMPLE says (a fraction) on CI's second engine, which repeats the same seed to prove that the other driver
 * answers the same way. Every endpoint and route is fuzzed in each, and the hostile values every field gets are
 * sent in full.
 */
const SAMPLE = Number(process.env.FUZZ_SAMPLE) || (process.env.CI ? 0.5 : 1);
const RUNS_PER_ENDPOINT = Math.ceil(40 * SAMPLE);
const RUNS_PER_ROUTE = Math.ceil(25 * SAMPLE);
const FUZZ_TIMEOUT_MS = 120_000;

const ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACT).flat();
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Tables a refused request may legitimately change: a wrong code counts as one of its five tries (that is
 * how guessing is stopped).
 */
const WRITTEN_ON_REFUSAL: Record<string, readonly string[]> = { verify_phone: ['phone_codes'] };
/** What an answer must never carry: a stack frame, a source path, a database error. */
const LEAKS =
  /\n\s+at |node_modules|\/work\/|\.ts:\d+|violates|syntax error|invalid input syntax|out of range/i;

/**
 * The fuzz of one shard of the contract (`shard` of `shards`, the endpoints dealt out in turn), in the test
 * file that calls it: each shard is a file of its own, so that the test runner's workers share the fuzz's
 * minutes. The first shard also checks every endpoint has a valid request and fuzzes every other route.
 */
export function describeContractFuzz(shard: number, shards: number): void {
  const endpoints = ENDPOINTS.filter((_, index) => index % shards === shard);
  let t: TestApp;
  let rows: FuzzRows;
  let valid: Record<string, ValidRequest>;
  /** What is undone before each request to an endpoint, so that its earlier successes do not refuse the next. */
  const BEFORE_EACH: Record<string, () => Promise<void>> = {
    save_project: () => forgetSavedProjects(t, rows),
  };
  const statuses = new Map<number, number>();
  let requests = 0;
  let address = 0;
  const routesCovered = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp({
      env: { SMS_BUDGET_PER_HOUR: '1000000', SMS_BUDGET_PER_COUNTRY_PER_HOUR: '1000000' },
    });
    rows = await seedFuzzDatabase(t);
    valid = validRequests(rows);
  });

  afterAll(async () => {
    const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.log(
      `contract fuzz (shard ${shard + 1} of ${shards}): ${requests} requests, ${endpoints.length} endpoints, ` +
        `${routesCovered.size} other routes, ` +
        `statuses ${JSON.stringify(byStatus)}`,
    );
    await t.close();
  });

  /** Sends one request, each from its own address so per-address limits never hide what lies behind them. */
  async function send(options: InjectOptions, label: string): Promise<LightMyRequestResponse> {
    address += 1;
    const response = await t.app.inject({
      ...options,
      remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    });
    requests += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    expect(response.body, label).not.toMatch(LEAKS);
    return response;
  }

  /** The query string of a GET input: lists as repeated keys, objects as JSON, everything percent-encoded. */
  function queryString(input: unknown): string {
    if (typeof input !== 'object' || input === null) return `value=${percentEncode(String(input))}`;
    return Object.entries(input)
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => {
          const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
          return `${percentEncode(key)}=${percentEncode(text)}`;
        }),
      )
      .join('&');
  }

  function pathOf(endpoint: Endpoint, params: Record<string, string> = {}): string {
    return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? '');
  }

  type Caller = 'anonymous' | 'couple' | 'forged';
  const AUTHORIZATION: Record<Caller, () => string | undefined> = {
    anonymous: () => undefined,
    couple: () => rows.bearer,
    forged: () => 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  };

  /** One change to a valid request: a field replaced or removed, a field added, the body or a segment replaced. */
  type Mutation =
    | { kind: 'field'; field: string; value: unknown }
    | { kind: 'missing'; field: string }
    | { kind: 'extra'; field: string; value: unknown }
    | { kind: 'body'; value: unknown }
    | { kind: 'param'; name: string; segment: string }
    | { kind: 'raw'; body: number };

  function mutations(endpoint: Endpoint, request: ValidRequest): fc.Arbitrary<Mutation> {
    const fields = Object.keys(request.input);
    const params = Object.keys(request.params ?? {});
    const options: fc.Arbitrary<Mutation>[] = [
      fc.record({ kind: fc.constant('extra' as const), field: hostileText, value: hostileValue }),
      fc.record({ kind: fc.constant('body' as const), value: hostileValue }),
    ];
    if (fields.length > 0) {
      const field = fc.constantFrom(...fields);
      options.push(
        fc.record({ kind: fc.constant('field' as const), field, value: hostileValue }),
        fc.record({
          kind: fc.constant('field' as const),
          field,
          value: fc.oneof(hostileText, hostileNumber),
        }),
        fc.record({ kind: fc.constant('missing' as const), field }),
      );
    }
    if (params.length > 0) {
      options.push(
        fc.record({
          kind: fc.constant('param' as const),
          name: fc.constantFrom(...params),
          segment: hostileSegment,
        }),
      );
    }
    if (WRITES.has(endpoint.method)) {
      options.push(
        fc.record({ kind: fc.constant('raw' as const), body: fc.nat({ max: hostileRawBodies.length - 1 }) }),
      );
    }
    return fc.oneof(...options);
  }

  function mutated(
    request: ValidRequest,
    mutation: Mutation,
  ): { input: unknown; params: Record<string, string> } {
    const params = Object.fromEntries(
      Object.entries(request.params ?? {}).map(([name, value]) => [name, percentEncode(value)]),
    );
    switch (mutation.kind) {
      case 'field':
      case 'extra':
        return { input: { ...request.input, [mutation.field]: mutation.value }, params };
      case 'missing':
        return {
          input: Object.fromEntries(
            Object.entries(request.input).filter(([field]) => field !== mutation.field),
          ),
          params,
        };
      case 'body':
        return { input: mutation.value, params };
      case 'param':
        return { input: request.input, params: { ...params, [mutation.name]: mutation.segment } };
      case 'raw':
        return { input: request.input, params };
    }
  }

  /** Sends the endpoint a mutated request; for a refused write, checks that no table changed. */
  async function sendMutated(endpoint: Endpoint, mutation: Mutation, caller: Caller): Promise<void> {
    const request = valid[endpoint.name];
    if (!request) throw new Error(`no valid request for ${endpoint.name}`);
    const { input, params } = mutated(request, mutation);
    const headers: Record<string, string> = { ...hostHeaderOf(endpoint) };
    const authorization = AUTHORIZATION[caller]();
    if (authorization) headers.authorization = authorization;
    const proof = endpoint.name === 'register' ? await proofCookieFor(t, input) : undefined;
    if (proof) headers.cookie = proof;

    const readsQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const url = pathOf(endpoint, params) + (readsQuery ? `?${queryString(input)}` : '');
    const raw = mutation.kind === 'raw' ? hostileRawBodies[mutation.body] : undefined;
    const payload = readsQuery ? undefined : (raw?.payload ?? JSON.stringify(input) ?? 'null');
    if (!readsQuery) headers['content-type'] = raw?.contentType ?? 'application/json';

    await BEFORE_EACH[endpoint.name]?.();
    const before = WRITES.has(endpoint.method) ? await tableChecksums(t.db) : undefined;
    const label = `${endpoint.method} ${url.slice(0, 200)} as ${caller}`;
    const response = await send({ method: endpoint.method, url, headers, payload }, label);
    if (response.statusCode >= 300 && response.statusCode !== 304) {
      expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    }
    if (before && response.statusCode >= 400) {
      const allowed = new Set(WRITTEN_ON_REFUSAL[endpoint.name] ?? []);
      const changed = Object.entries(await tableChecksums(t.db))
        .filter(([table, digest]) => !allowed.has(table) && before[table] !== digest)
        .map(([table]) => table);
      expect(changed, `${label}: a refused request changed these tables`).toEqual([]);
    }
  }

  describe(`the endpoints of the contract, fuzzed (shard ${shard + 1} of ${shards})`, () => {
    it.runIf(shard === 0)('has a valid request to start the mutations from', () => {
      const missing = ENDPOINTS.filter((endpoint) => !valid[endpoint.name]).map((endpoint) => endpoint.name);
      expect(missing, 'add them to server/fuzz/valid-requests.ts').toEqual([]);
    });

    it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
      '%s answers hostile input with a 4xx, never a 5xx',
      async (_name, endpoint) => {
        const request = valid[endpoint.name];
        if (!request) throw new Error(`no valid request for ${endpoint.name}`);
        const callers: Caller[] =
          endpoint.auth === 'none' ? ['anonymous'] : ['couple', 'anonymous', 'forged'];
        await fc.assert(
          fc.asyncProperty(mutations(endpoint, request), fc.constantFrom(...callers), (mutation, caller) =>
            sendMutated(endpoint, mutation, caller),
          ),
          { seed: SEED, numRuns: RUNS_PER_ENDPOINT * callers.length, endOnFailure: true },
        );
        for (const field of Object.keys(request.input)) {
          for (const value of knownHostileValues)
            await sendMutated(endpoint, { kind: 'field', field, value }, callers[0] ?? 'anonymous');
        }
      },
      // A hundred-odd requests, the writes among them digesting the tables: seconds alone, more on a machine
      // shared with other suites, which is not what this test is about.
      FUZZ_TIMEOUT_MS,
    );
  });

  describe.runIf(shard === 0)('every other route, fuzzed', () => {
    const HOSTS = [
      'localhost',
      'be.localhost',
      'projet.localhost',
      'pro.localhost',
      'evil.example',
      '[::1]:3000',
    ];
    const HOSTILE_HEADERS = [
      {},
      { cookie: 'locale=%ff%fe; pp_access_token=%00; pp_phone_proof=\u0000' },
      { 'accept-language': `${'x-'.repeat(2_000)}fr;q=NaN` },
      { authorization: 'Bearer \u0000' },
      { 'if-none-match': '"'.repeat(500) },
    ];

    it(
      'answers hostile paths, hosts, headers and bodies with a 2xx, 3xx or 4xx',
      async () => {
        const contractRoutes = new Set(ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
        const routes = t.app.routeSummaries.filter(
          ({ method, url }) => method !== 'HEAD' && !contractRoutes.has(`${method} ${url}`),
        );
        expect(routes.length).toBeGreaterThan(10);
        for (const route of routes) {
          routesCovered.add(`${route.method} ${route.url}`);
          const segments = (route.url.match(/:\w+|\*/g) ?? []).length;
          for (const segment of segments > 0 ? HOSTILE_SEGMENTS : []) {
            const url = route.url.replace(/:\w+|\*/g, segment);
            await send(
              { method: route.method as InjectOptions['method'], url },
              `${route.method} ${url.slice(0, 200)}`,
            );
          }
          await fc.assert(
            fc.asyncProperty(
              fc.array(hostileSegment, { minLength: segments, maxLength: segments }),
              fc.constantFrom(...HOSTS),
              fc.constantFrom(...HOSTILE_HEADERS),
              fc.oneof(hostileText, fc.constantFrom(...hostileRawBodies.map((body) => String(body.payload)))),
              fc.string({ maxLength: 40 }),
              async (values, host, extraHeaders, body, query) => {
                let next = 0;
                const path = route.url.replace(/:\w+|\*/g, () => values[next++] ?? '');
                const url = `${path}?${percentEncode(query)}=${percentEncode(body.slice(0, 100))}`;
                const writes = WRITES.has(route.method);
                await send(
                  {
                    method: route.method as InjectOptions['method'],
                    url,
                    headers: {
                      host,
                      ...extraHeaders,
                      ...(writes ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
                    },
                    payload: writes ? body : undefined,
                  },
                  `${route.method} ${url.slice(0, 200)} on ${host}`,
                );
              },
            ),
            { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          );
        }
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
