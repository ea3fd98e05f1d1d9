import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { unreachableWhenDown, type SwitchableDatabase } from '../test-support/unreachable-database';

/**
 * `/ready` tells a load balancer whether this instance can serve; `/health` only that the process lives.
 * Redis has a test of its own, on a real redis-server (redis-outage.test.ts).
 */
describe('GET /ready', () => {
  let db: Database;
  let t: TestApp;
  let database: SwitchableDatabase;

  beforeAll(async () => {
    db = await openTestDatabase();
    database = unreachableWhenDown(db);
    t = await startTestApp({ db: database.db });
  });
  afterAll(async () => {
    await t.close();
    await db.close();
  });

  const ready = async () => {
    const answer = await t.app.inject({ url: '/ready' });
    return {
      status: answer.statusCode,
      body: answer.json() as unknown,
      cache: answer.headers['cache-control'],
    };
  };

  it('answers 200 when the database answers and every migration is applied', async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'not-configured' } },
      cache: 'no-store',
    });
  });

  it('answers 503 while a migration this code needs is not applied', async () => {
    const [last] = await db.query<{ version: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version',
    );
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { ready: false, checks: { database: 'ok', migrations: 'down' } },
      });
    } finally {
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last?.version ?? null]);
    }
  });

  it('answers 503 while the database does not answer, and /health still 200', async () => {
    database.down = true;
    try {
      expect(await ready()).toMatchObject({
        status: 503,
        body: { ready: false, checks: { database: 'down', migrations: 'down' } },
      });
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      database.down = false;
    }
    expect((await ready()).status).toBe(200);
  });

  // Last: an app never leaves this state.
  it('answers 503 from the moment the process starts shutting down, without asking the database', async () => {
    t.app.markShuttingDown();
    database.down = true;
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { ready: false, shuttingDown: true },
        cache: 'no-store',
      });
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    } finally {
      database.down = false;
    }
  });
});
