import { Writable } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { translate } from '../i18n/translate';
import { seedCatalog } from '../seed/seed-catalog';
import { callEndpoint } from '../test-support/call-endpoint';
import { freshPostgresUrl } from '../test-support/server-process';
import { startTcpGate, type TcpGate } from '../test-support/tcp-gate';
import { startTestApp, type TestApp } from '../test-support/test-app';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgresDatabase } from './postgres-database';

/** Short enough that a request meeting a silent database ends within a test, however slow the machine. */
const TIMEOUTS = { connectMs: 1_000, queryMs: 1_000 };
const POLL_INTERVAL_MS = 100;
const RECOVERY_TIMEOUT_MS = 20_000;

let signUps = 0;
/** A new provider's sign-up: a write, which no cache can answer. */
const signUp = () => ({
  email: `outage-${++signUps}@example.com`,
  password: 'des vagues sur la digue',
  companyName: `Outage ${signUps}`,
  country: 'DE',
  locale: 'de',
});

/**
 * PostgreSQL going away must not hang requests nor turn them into 500s: they answer 503 with Retry-After in
 * the caller's language, `/ready` says the database is down while `/health` still says the process lives, and
 * everything works again once it is back, without restarting the app. The app reaches PostgreSQL through a
 * TCP gate the test opens, closes (connections refused, open ones cut) and stalls (bytes held, no answer).
 */
describe.runIf(process.env.DATABASE_URL)('requests while PostgreSQL is away', () => {
  let gate: TcpGate;
  let db: Database;
  let t: TestApp;
  interface LogLine {
    level: number;
    msg: string;
    reason?: string;
    unreachableForMs?: number;
  }
  const logged: LogLine[] = [];
  /** What the log says about the database's reachability, in order: one line when it goes, one when it is back. */
  const availabilityLines = () =>
    logged.filter((line) => /^the database (is unreachable|answers again)/.test(line.msg));

  beforeAll(async () => {
    const url = new URL(await freshPostgresUrl());
    gate = await startTcpGate({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(gate.port);
    db = await openPostgresDatabase(url.toString(), undefined, TIMEOUTS);
    await migrate(db);
    await seedCatalog(db);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    t = await startTestApp({ db, logger: { level: 'info', stream } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await db?.close();
    await gate?.stop();
  });

  const send = () =>
    callEndpoint(t.app, signInApi.registerProvider, signUp(), { headers: { 'accept-language': 'de-DE' } });

  async function expectUnavailable() {
    const answer = await send();
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(answer.body).toMatchObject({ message: translate('de', 'server.serviceUnavailable') });
    const ready = await t.app.inject({ url: '/ready' });
    expect([ready.statusCode, ready.json()]).toMatchObject([
      503,
      { ready: false, checks: { database: 'down' } },
    ]);
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  }

  async function expectRecovered() {
    const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
    while ((await t.app.inject({ url: '/ready' })).statusCode !== 200 && Date.now() < deadline) {
      await wait(POLL_INTERVAL_MS);
    }
    expect((await send()).status).toBe(200);
    expect((await t.app.inject({ url: '/ready' })).json()).toMatchObject({ ready: true });
  }

  it(
    'answers 503 with Retry-After while the database refuses connections, and serves again once it is back',
    async () => {
      // The pool holds connections opened before the outage: the gate cuts them.
      expect((await send()).status).toBe(200);
      logged.length = 0;
      await gate.close();
      await expectUnavailable();
      await expectUnavailable();
      await gate.open();
      await expectRecovered();
      // Two refused requests and /ready's checks, one outage: one warning, then one line when it is over.
      expect(availabilityLines()).toEqual([
        expect.objectContaining({ level: 40, reason: expect.any(String) }),
        expect.objectContaining({ level: 30, unreachableForMs: expect.any(Number) }),
      ]);
    },
    RECOVERY_TIMEOUT_MS + 10_000,
  );

  it(
    'answers 503 rather than wait while the database takes connections and answers nothing',
    async () => {
      expect((await send()).status).toBe(200);
      gate.stall();
      await expectUnavailable();
      await gate.open();
      await expectRecovered();
    },
    RECOVERY_TIMEOUT_MS + 10_000,
  );
});
