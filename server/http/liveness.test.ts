import Fastify from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { HEALTH_PATH, livenessProbe } from './liveness';
import { serverTimeouts } from './server-timeouts';
import { unreachableWhenDown, type SwitchableDatabase } from '../test-support/unreachable-database';

const METRICS_TOKEN = 'a-metrics-token-of-thirty-two-characters';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over a real socket. */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The headers an answer's content is read by: not the connection's, the date or the request's id. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'x-request-id']);
function contentHeaders(headers: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));
}

describe('GET /health over HTTP, answered before the router', () => {
  let db: Database;
  let t: TestApp;
  let port: number;
  let database: SwitchableDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
    database = unreachableWhenDown(db);
    t = await startTestApp({ db: database.db, env: { METRICS_TOKEN } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  it('answers what the routed /health answers: status, body and headers', async () => {
    const direct = await get(port, HEALTH_PATH);
    // A query string goes through the router, to the route app.inject reaches too.
    const routed = await get(port, `${HEALTH_PATH}?probe=1`);
    const injected = await t.app.inject({ url: HEALTH_PATH });
    expect(direct.status).toBe(200);
    expect(direct.body).toBe('{"ok":true}');
    expect([routed.status, routed.body]).toEqual([direct.status, direct.body]);
    expect(contentHeaders(direct.headers)).toEqual(contentHeaders(routed.headers));
    expect(contentHeaders(direct.headers)).toEqual(contentHeaders(injected.headers));
    expect(direct.headers['x-frame-options']).toBe(undefined);
  });

  it('returns the request id it was given when acceptable, a new one otherwise', async () => {
    expect((await get(port, HEALTH_PATH, { 'x-request-id': 'lb-probe.42' })).headers['x-request-id']).toBe(
      'lb-probe.42',
    );
    const replaced = await get(port, HEALTH_PATH, { 'x-request-id': 'two words' });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts each answer in the metrics under its route', async () => {
    const scrape = async () =>
      (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
    const counted = (text: string) =>
      Number(
        /^http_requests_total\{method="GET",route="\/health",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0,
      );
    const before = counted(await scrape());
    await get(port, HEALTH_PATH);
    await get(port, HEALTH_PATH);
    expect(counted(await scrape())).toBe(before + 2);
  });

  it('answers 200 while the database does not answer', async () => {
    database.down = true;
    try {
      expect((await get(port, '/ready')).status).toBe(503);
      expect((await get(port, HEALTH_PATH)).status).toBe(200);
    } finally {
      database.down = false;
    }
  });
});

describe('GET /health during a shutdown', () => {
  it('answers 200 to a probe that arrives once the app is closing, with Connection: close as routes do', async () => {
    const liveness = livenessProbe(serverTimeouts(10_000));
    const app = Fastify({ return503OnClosing: false, serverFactory: liveness.serverFactory });
    let answered = () => {};
    const probeAnswered = new Promise<void>((resolve) => (answered = resolve));
    liveness.attach(app, () => answered());
    let letGo = () => {};
    let arrived = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/held', async () => {
      arrived();
      await new Promise<void>((resolve) => (letGo = resolve));
      return { done: true };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    // On one kept-alive connection, a request in flight and the probe's headers but their last line: the
    // probe arrives once the app has started closing, as one on a load balancer's kept connection would.
    socket.write(`GET /held HTTP/1.1\r\nHost: a\r\n\r\nGET ${HEALTH_PATH} HTTP/1.1\r\nHost: a\r\n`);
    await arrival;
    const closed = app.close();
    socket.write('\r\n');
    await probeAnswered;
    letGo();
    await socketClosed;
    await closed;
    const probe = received.slice(received.indexOf('HTTP/1.1', 1));
    expect(probe).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(probe.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(probe.endsWith('\r\n\r\n{"ok":true}')).toBe(true);
  });
});
