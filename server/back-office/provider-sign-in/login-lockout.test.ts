import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { callEndpoint } from '@server/test-support/call-endpoint';
import { startTestApp, type TestApp } from '@server/test-support/test-app';
import { openTestDatabase } from '@server/test-support/test-database';
import { createLoginLockout, LOGIN_LOCKOUT, type LoginLockout } from './login-lockout';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function connectedRedis(): Promise<Redis | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    // CI starts a Redis (.ci/run): there it must answer.
    if (process.env.CI) throw new Error(`no Redis at ${REDIS_URL}`);
    return null;
  }
}

const redis = await connectedRedis();
afterAll(() => redis?.disconnect());

/** Whether an attempt is let through at `now`, then how it ends. */
async function tryOnce(lockout: LoginLockout, email: string, now: Date, succeeds = false) {
  try {
    const attempt = await lockout.attempt({ email, clientKey: '192.0.2.1' }, now);
    await (succeeds ? attempt.succeeded() : attempt.failed(now));
    return 'let through';
  } catch (error) {
    return (error as { statusCode?: number }).statusCode === 429 ? 'refused' : error;
  }
}

const stores: [string, () => LoginLockout][] = [['memory', () => createLoginLockout(null)]];
// Each run counts under keys of its own: the machine's Redis outlives the run.
if (redis) stores.push(['Redis', () => createLoginLockout(redis, `pp-login-test:${randomUUID()}`)]);

describe.each(stores)('the sign-in lockout in %s', (_store, makeLockout) => {
  it('locks an account after its failures in a row and lets it in once the clock moves past the lock', async () => {
    const lockout = makeLockout();
    const email = 'Atelier@example.com';
    let now = new Date('2026-06-01T10:00:00Z');
    for (const wait of LOGIN_LOCKOUT.accountWaitsMs) {
      expect(await tryOnce(lockout, email, now)).toBe('let through');
      if (wait > 0) expect(await tryOnce(lockout, email.toLowerCase(), now, true)).toBe('refused');
      now = new Date(now.getTime() + wait);
    }
    // The lock ended: the count started again from nothing.
    expect(await tryOnce(lockout, email, now)).toBe('let through');
    expect(await tryOnce(lockout, email, now)).toBe('let through');
    expect(await tryOnce(lockout, email, now, true)).toBe('let through');
  });

  it('refuses parallel attempts past the account’s last allowed one before any of them fails', async () => {
    const lockout = makeLockout();
    const now = new Date('2026-06-01T10:00:00Z');
    const attempts = await Promise.allSettled(
      Array.from({ length: LOGIN_LOCKOUT.accountWaitsMs.length + 3 }, () =>
        lockout.attempt({ email: 'parallel@example.com', clientKey: '192.0.2.2' }, now),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(
      LOGIN_LOCKOUT.accountWaitsMs.length,
    );
  });
});

describe.runIf(redis)('the sign-in lockout of an app with REDIS_URL', () => {
  it('counts an account’s failures in Redis, so that another instance refuses it too', async () => {
    const db = await openTestDatabase();
    const first = await startTestApp({ db, env: { REDIS_URL } });
    const second = await startTestApp({ db, env: { REDIS_URL } });
    try {
      // An address of this run only: the machine's Redis keeps the counts of earlier runs.
      const email = `absent.${randomUUID()}@example.com`;
      const login = (t: TestApp, n: number) =>
        callEndpoint(
          t.app,
          signInApi.login,
          { email, password: 'pas le bon mot de passe' },
          {
            remoteAddress: `192.0.2.${n + 1}`,
          },
        );
      expect((await login(first, 0)).status).toBe(401);
      expect((await login(second, 1)).status).toBe(401);
      expect((await login(first, 2)).status).toBe(401);
      // The third failure in a row makes the account wait, on both instances.
      expect((await login(second, 3)).status).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await db.close();
    }
  });
});
