import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import { exampleRegistration } from '@shared/api/contract/examples';
import { startTestApp, type TestApp } from '../test-support/test-app';

/*
 * One anonymous request once froze the whole server for a minute (a 250 000-character name, its graphemes
 * counted before its length). The server must keep answering others while it refuses such requests: /health
 * is timed while hostile sign-ups are in flight and while ordinary ones are, in the same test, and compared.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  // Behind a (pretend) proxy, each request names its own client: the per-address limits, which would answer
  // 429 at once, must not stand in for the validation this test is about.
  t = await startTestApp({ env: { TRUST_PROXY: '1' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

let client = 0;

/** Sends a request over a real socket; resolves with its status once the whole answer has arrived. */
function send(method: string, path: string, body?: string): Promise<number> {
  client += 1;
  const headers = {
    'x-forwarded-for': `10.1.${client >> 8}.${client & 255}`,
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** How long /health takes while `load` requests are being answered. */
async function healthDuring(load: () => Promise<unknown>[]): Promise<number> {
  const inFlight = load();
  // Let the load's bodies reach the server first, so that /health queues behind whatever they cost.
  await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  expect(await send('GET', '/health')).toBe(200);
  const elapsed = performance.now() - started;
  await Promise.all(inFlight);
  return elapsed;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const signUp = (fields: Record<string, unknown>) =>
  send('POST', authApi.register.path, JSON.stringify({ ...exampleRegistration('+33611111111'), ...fields }));

/** Names that cost the most to check, at the largest size each limit lets through, and far beyond it. */
const hostile = () => [
  signUp({ lastname: 'E\u0301'.repeat(4_000) }),
  signUp({ firstname: 'é'.repeat(5_000), city: '💍'.repeat(1_500) }),
  signUp({ lastname: 'x'.repeat(250_000) }),
  signUp({ lastname: 'E\u0301'.repeat(100_000) }),
];
const ordinary = () => [
  signUp({ lastname: 'Martin' }),
  signUp({ firstname: 'Camille' }),
  signUp({ city: 'Lyon' }),
  signUp({ lastname: 'Dubois' }),
];

describe('/health while hostile requests are refused', () => {
  it('answers about as fast as while ordinary requests are', async () => {
    const rounds = 5;
    const whileHostile: number[] = [];
    const whileOrdinary: number[] = [];
    for (let round = 0; round < rounds; round++) {
      whileOrdinary.push(await healthDuring(ordinary));
      whileHostile.push(await healthDuring(hostile));
    }
    // Before the fix the hostile round took over a minute against milliseconds; a generous factor keeps a
    // busy two-core CI machine from failing it by chance.
    expect(median(whileHostile)).toBeLessThan(10 * median(whileOrdinary) + median(whileOrdinary));
  });

  it('refuses the hostile sign-ups themselves: too large (413) or invalid (400)', async () => {
    expect(await Promise.all(hostile())).toEqual([400, 400, 413, 413]);
  });
});
