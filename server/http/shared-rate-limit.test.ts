import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import type { Database } from '../db/database';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

// A developer machine may have no Redis; CI starts one (.ci/run) and sets CI, so there it must answer.
const redisAvailable = (await redisAnswers(REDIS_URL)) || Boolean(process.env.CI);

/**
 * Two instances behind one load balancer must count one client's requests together, or each instance
 * multiplies the limit. Runs against the Redis of the machine (CI has one too).
 */
describe.runIf(redisAvailable)('rate limits with REDIS_URL', () => {
  let db: Database;
  let first: TestApp;
  let second: TestApp;
  // Every run counts under its own client address, so runs never see each other's counts.
  const clientIp = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

  beforeAll(async () => {
    db = await openTestDatabase();
    first = await startTestApp({ db, env: { REDIS_URL, TRUST_PROXY: '1' } });
    second = await startTestApp({ db, env: { REDIS_URL, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db.close();
  });

  it('shares one count between instances', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: authApi.checkPhone.path,
        payload: { phone: `invalid-${randomUUID()}` },
        headers: { 'x-forwarded-for': clientIp },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 30; n++) statuses.push((await attempt(n % 2 ? second : first)).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
  });
});
