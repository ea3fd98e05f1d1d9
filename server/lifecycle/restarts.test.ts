import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as referenceApi from '@shared/api/contract/reference';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { importGeography } from '../geography/import-geography';
import { migratedSnapshot } from '../test-support/database-snapshot';
import { startLocalSmtpServer, type LocalSmtpServer } from '../test-support/local-smtp-server';
import { freePort } from '../test-support/redis-process';
import {
  sendRequest,
  startBurst,
  type Burst,
  type BurstAnswer,
  type BurstRequest,
} from '../test-support/request-burst';
import { freshPostgresUrl, startServerProcess, type ServerProcess } from '../test-support/server-process';
import { startTcpGate, type TcpGate } from '../test-support/tcp-gate';

/**
 * The reference server run as production runs it (server/main.ts in a process of its own), on the run's
 * database: PostgreSQL when DATABASE_URL is set, else PGlite in a data folder. Killed with SIGKILL in the
 * middle of a burst of writes, it has lost none it acknowledged, and the emails those writes queued, which the
 * mail relay (down then) had not taken, go out once it is restarted. Sent SIGTERM in the middle of a burst of
 * reads and writes, it answers every request it took, none with a 5xx, says "not ready" meanwhile, and exits 0.
 * On PostgreSQL, which it reaches through a TCP gate, it lives through the database going away: 503s with
 * Retry-After meanwhile, served again once it is back.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const BACK_OFFICE_HOST = 'pro.localhost';
const PUBLIC_HOST = 'localhost';
/** Long enough for the probe to see `/ready` answer 503 while the process still serves. */
const SHUTDOWN_DELAY_MS = 1_000;
const DELIVERY_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 100;
const PROCESS_TEST_TIMEOUT_MS = 120_000;

/** A provider's sign-up, from an address of its own (each address may sign up ten times a minute). */
function signUp(run: string, index: number): BurstRequest {
  return {
    method: 'POST',
    path: signInApi.registerProvider.path,
    host: BACK_OFFICE_HOST,
    json: {
      email: `${run}-${index}@example.com`,
      password: 'des vagues sur la digue',
      companyName: `Maison ${run} ${index}`,
      country: 'FR',
      locale: 'fr',
    },
    headers: { 'x-forwarded-for': `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}` },
  };
}

const READS: readonly BurstRequest[] = [
  { method: 'GET', path: '/', host: PUBLIC_HOST },
  { method: 'GET', path: referenceApi.eventTypes.path, host: PUBLIC_HOST },
  { method: 'GET', path: referenceApi.languages.path, host: PUBLIC_HOST },
];

const READY_PROBE: BurstRequest = { method: 'GET', path: '/ready', host: PUBLIC_HOST };

/** The addresses of the sign-ups the server acknowledged. */
const signedUp = (answers: readonly BurstAnswer[]) =>
  answers.flatMap(({ request }) =>
    request.path === signInApi.registerProvider.path ? [(request.json as { email: string }).email] : [],
  );

describe(`a server process on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, restarted and stopped`, () => {
  let server: ServerProcess | undefined;
  let smtp: LocalSmtpServer | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  /** PostgreSQL only: the server reaches it through a gate the test can close. */
  let gate: TcpGate | undefined;

  /** `databaseUrl`, reached through a new gate. */
  async function behindGate(databaseUrl: string): Promise<string> {
    const url = new URL(databaseUrl);
    gate = await startTcpGate({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(gate.port);
    return url.toString();
  }

  /** The server's database, opened by the test (PGlite's only while no server process holds its folder). */
  async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
    const db = await openDatabase(onPostgres ? { databaseUrl: env.DATABASE_URL } : { dataDir });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pp-restarts-'));
    const databaseUrl = onPostgres ? await freshPostgresUrl() : '';
    // Migrated (PGlite: the run's snapshot rather than a new cluster) and given a small gazetteer, so that the
    // first start skips seconds of work the test has no use for.
    const db = onPostgres
      ? await openDatabase({ databaseUrl })
      : await openPgliteDatabase(dataDir, { loadDataDir: await migratedSnapshot() });
    await migrate(db);
    await importGeography(db, { limitPerCountry: 20 });
    await db.close();
    env = {
      DATABASE_URL: onPostgres ? await behindGate(databaseUrl) : '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      TOKEN_SECRET: 'restarts-test-secret-restarts-test-secret',
      MAIL_TRANSPORT: 'smtp',
      // Nothing listens there yet: every delivery fails, and the emails stay queued.
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      MAIL_FROM: 'Mariage <no-reply@mariage.example>',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    };
    server = await startServerProcess({ env });
  }, PROCESS_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await smtp?.close();
    await gate?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'loses no write it acknowledged when killed mid-burst, and sends their emails once restarted',
    async () => {
      if (!server) throw new Error('no server');
      const burst: Burst = startBurst({
        port: server.port,
        clients: 4,
        next: (index) => signUp('killed', index),
      });
      await burst.answered(12);
      await server.stop('SIGKILL');
      await burst.ended;

      expect(burst.answers.map(({ status }) => status).filter((status) => status !== 200)).toEqual([]);
      const acknowledged = signedUp(burst.answers);
      expect(acknowledged.length).toBeGreaterThanOrEqual(12);
      await withDatabase(async (db) => {
        const accounts = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
          acknowledged,
        ]);
        expect(accounts.map(({ email }) => email).sort()).toEqual([...acknowledged].sort());
        const waiting = await db.query<{ recipient: string }>(
          'SELECT recipient FROM email_queue WHERE sent_at IS NULL AND abandoned_at IS NULL',
        );
        expect(waiting.map(({ recipient }) => recipient)).toEqual(expect.arrayContaining(acknowledged));
        // The restart comes once their next attempt is due (a failed attempt's retry, a killed worker's lease).
        await db.query('UPDATE email_queue SET next_attempt_at = now() WHERE sent_at IS NULL');
      });

      const relay = await startLocalSmtpServer();
      smtp = relay;
      env = { ...env, SMTP_URL: relay.url };
      server = await startServerProcess({ env });
      const delivered = () => new Set(relay.received.flatMap(({ to }) => to));
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while (acknowledged.some((email) => !delivered().has(email)) && Date.now() < deadline) {
        await wait(POLL_INTERVAL_MS);
      }
      expect(acknowledged.filter((email) => !delivered().has(email))).toEqual([]);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it.runIf(onPostgres)(
    'answers 503 with Retry-After while PostgreSQL is away, lives on, and serves again once it is back',
    async () => {
      if (!server || !gate) throw new Error('no server');
      const port = server.port;
      const send = (request: BurstRequest) => sendRequest(port, request);
      expect((await send(signUp('away', 0))).status).toBe(200);

      await gate.close();
      const refused = await send(signUp('away', 1));
      expect(refused.status).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const ready = await send(READY_PROBE);
      expect([ready.status, JSON.parse(ready.body)]).toMatchObject([503, { checks: { database: 'down' } }]);
      expect((await send({ ...READY_PROBE, path: '/health' })).status).toBe(200);

      await gate.open();
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while ((await send(READY_PROBE)).status !== 200 && Date.now() < deadline) {
        await wait(POLL_INTERVAL_MS);
      }
      expect((await send(signUp('away', 2))).status).toBe(200);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'answers every request it took on SIGTERM, none with a 5xx, says it is not ready meanwhile, and exits 0',
    async () => {
      if (!server) throw new Error('no server');
      const next = (index: number) =>
        index % 3 === 0 ? signUp('stopped', index) : (READS[index % READS.length] as BurstRequest);
      const burst = startBurst({ port: server.port, clients: 4, next });
      const probe = startBurst({ port: server.port, clients: 1, next: () => READY_PROBE });
      await burst.answered(30);
      burst.markSignal();
      probe.markSignal();
      const exitCode = await server.stop('SIGTERM');
      await Promise.all([burst.ended, probe.ended]);

      expect(exitCode).toBe(0);
      const refused = burst.answers.filter(({ status }) => status !== 200);
      expect(refused.map(({ request, status }) => `${status} ${request.method} ${request.path}`)).toEqual([]);
      // Requests kept coming while it shut down, and were served.
      expect(burst.answers.filter(({ afterSignal }) => afterSignal).length).toBeGreaterThan(0);
      const readyAfterSignal = probe.answers
        .filter(({ afterSignal }) => afterSignal)
        .map(({ status }) => status);
      expect(readyAfterSignal).toContain(503);
      expect(
        probe.answers.filter(({ afterSignal }) => !afterSignal).map(({ status }) => status),
      ).not.toContain(503);

      expect(server.output()).toContain('shut down cleanly');
      const acknowledged = signedUp(burst.answers);
      await withDatabase(async (db) => {
        const accounts = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
          acknowledged,
        ]);
        expect(accounts.length).toBe(acknowledged.length);
        const emails = await db.query<{ recipient: string }>(
          'SELECT recipient FROM email_queue WHERE recipient = ANY($1)',
          [acknowledged],
        );
        expect(new Set(emails.map(({ recipient }) => recipient)).size).toBe(acknowledged.length);
      });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
