import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { seedCatalog } from '../seed/seed-catalog';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { METRICS_PATH } from './metrics-route';

const TOKEN = 'a-metrics-token-of-forty-characters-long';

/** The value of the sample `name{labels}` in a Prometheus text exposition, or undefined when absent. */
function sample(exposition: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  for (const line of exposition.split('\n')) {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = (match[2] ?? '').split(',');
    if (wanted.every((label) => given.includes(label)) && wanted.length === given.length)
      return Number(match[3]);
  }
  return undefined;
}

const scrape = (t: TestApp, authorization = `Bearer ${TOKEN}`) =>
  t.app.inject({ url: METRICS_PATH, headers: { authorization } });

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function appWith(env: NodeJS.ProcessEnv): Promise<TestApp> {
  await resetDatabase(db);
  await seedCatalog(db);
  return startTestApp({ db, env });
}

describe('the metrics', () => {
  it('are served to a scrape carrying METRICS_TOKEN only, and not at all without one configured', async () => {
    const off = await appWith({});
    try {
      expect((await scrape(off)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const t = await appWith({ METRICS_TOKEN: TOKEN });
    try {
      for (const authorization of [
        '',
        `Bearer ${TOKEN.slice(0, -1)}`,
        `Bearer ${TOKEN}x`,
        TOKEN,
        `Basic ${TOKEN}`,
      ]) {
        const refused = await scrape(t, authorization);
        expect(refused.statusCode, authorization).toBe(401);
        expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
        expect(refused.body).not.toContain('http_requests_total');
      }
      const answer = await scrape(t);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('count requests by route pattern and status, messages sent, queued emails and cache hits, per app', async () => {
    const t = await appWith({ METRICS_TOKEN: TOKEN });
    const other = await startTestApp({ db, env: { METRICS_TOKEN: TOKEN } });
    try {
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
      await t.app.inject({ url: '/wedding-planner/no-such-planner', headers: { host: 'localhost:3000' } });
      for (let i = 0; i < 2; i++)
        expect(
          (await t.app.inject({ url: '/wedding-planners/', headers: { host: 'localhost:3000' } })).statusCode,
        ).toBe(200);
      await callEndpoint(t.app, authApi.checkPhone, { phone: '+33612345678' });
      await callEndpoint(t.app, signInApi.registerProvider, {
        email: 'atelier.lumiere@example.com',
        password: 'un mot de passe de test',
        companyName: 'Atelier Lumière',
        country: 'FR',
        locale: 'fr',
      });

      const before = (await scrape(t)).body;
      expect(sample(before, 'http_requests_total', { method: 'GET', route: '/health', status: '200' })).toBe(
        3,
      );
      expect(sample(before, 'http_request_duration_seconds_count', { method: 'GET', route: '/health' })).toBe(
        3,
      );
      expect(before).not.toContain('no-such-planner');
      expect(sample(before, 'messages_total', { channel: 'sms', outcome: 'sent' })).toBe(1);
      expect(sample(before, 'queue_messages', { queue: 'email', state: 'waiting' })).toBe(1);
      expect(sample(before, 'queue_messages', { queue: 'email', state: 'abandoned' })).toBe(0);
      expect(sample(before, 'cache_lookups_total', { cache: 'listing_pages', result: 'miss' })).toBe(1);
      expect(sample(before, 'cache_lookups_total', { cache: 'listing_pages', result: 'hit' })).toBe(1);
      // The listing read its areas' counts once: the second request was served whole from its cache.
      expect(sample(before, 'cache_lookups_total', { cache: 'area_counts', result: 'miss' })).toBe(1);
      expect(before).toContain('process_resident_memory_bytes');
      // node-postgres's pool on PostgreSQL; PGlite has none to show.
      const pool = sample(before, 'db_pool_connections', { state: 'total' });
      if (db.kind === 'postgres') expect(pool).toBeGreaterThan(0);
      else expect(pool).toBe(undefined);

      await t.app.mailWorker.deliverDue();
      const after = (await scrape(t)).body;
      expect(sample(after, 'messages_total', { channel: 'email', outcome: 'sent' })).toBe(1);
      expect(sample(after, 'queue_messages', { queue: 'email', state: 'waiting' })).toBe(0);

      // Another app in the same process counts its own requests only.
      const apart = (await scrape(other)).body;
      expect(sample(apart, 'http_requests_total', { method: 'GET', route: '/health', status: '200' })).toBe(
        undefined,
      );
      expect(sample(apart, 'messages_total', { channel: 'sms', outcome: 'sent' })).toBe(undefined);
    } finally {
      await other.close();
      await t.close();
    }
  });

  it('still answer while the database does not, without the queues', async () => {
    let down = false;
    const failing: Database = {
      ...db,
      query: (sql, params) =>
        down ? Promise.reject(new Error('connection refused')) : db.query(sql, params),
    };
    await resetDatabase(db);
    const t = await startTestApp({ db: failing, env: { METRICS_TOKEN: TOKEN } });
    try {
      expect(sample((await scrape(t)).body, 'queue_messages', { queue: 'sms', state: 'waiting' })).toBe(0);
      down = true;
      const answer = await scrape(t);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('http_requests_total');
      expect(answer.body).not.toContain('queue_messages{');
    } finally {
      await t.close();
    }
  });

  it('refuse a token short enough to guess', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
