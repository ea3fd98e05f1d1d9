import { setTimeout as wait } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as localityApi from '@shared/api/contract/locality';
import { imageUrl } from '@shared/api/image-url';
import { translate } from '../i18n/translate';
import { redisServerInstalled, startRedisProcess, type RedisProcess } from '../test-support/redis-process';
import { startTestApp, type TestApp } from '../test-support/test-app';

// A developer machine may lack redis-server; CI has it (.ci/run) and sets CI, so there it must run.
const canRun = redisServerInstalled() || Boolean(process.env.CI);

/** Rate-limited routes of three kinds: a sign-in's SMS, a city autocomplete, an image. */
const RATE_LIMITED = [
  { method: 'POST', url: authApi.checkPhone.path, payload: { phone: 'not-a-phone' } },
  { method: 'GET', url: `${localityApi.searchLocality.path}?q=Par&country=FR` },
  { method: 'GET', url: imageUrl('providers/1/missing.jpg', { width: 320 }) },
] as const;

/** How often the test asks whether the app has found Redis again (ioredis retries every 2 s at most). */
const POLL_INTERVAL_MS = 100;
const RECOVERY_TIMEOUT_MS = 20_000;

/**
 * Redis going away must not turn the rate-limited routes into 500s: they answer 503 with Retry-After at once,
 * in the caller's language, `/ready` says Redis is down while `/health` still says the process lives, and
 * everything works again when Redis comes back, without restarting the app. The test runs a redis-server of
 * its own and kills it, as a crash would.
 */
describe.runIf(canRun)('rate limits while Redis is away', () => {
  let redis: RedisProcess;
  let t: TestApp;

  beforeAll(async () => {
    redis = await startRedisProcess();
    t = await startTestApp({ env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const send = (route: (typeof RATE_LIMITED)[number]) =>
    t.app.inject({ ...route, headers: { 'accept-language': 'de-DE' } });

  it(
    'answers 503 with Retry-After while Redis is down, and serves again once it is back',
    async () => {
      for (const route of RATE_LIMITED) expect((await send(route)).statusCode, route.url).toBeLessThan(500);
      expect((await t.app.inject({ url: '/ready' })).statusCode).toBe(200);

      await redis.stop();
      for (const route of RATE_LIMITED) {
        const answer = await send(route);
        expect([route.url, answer.statusCode]).toEqual([route.url, 503]);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.json()).toMatchObject({ message: translate('de', 'server.serviceUnavailable') });
      }
      const ready = await t.app.inject({ url: '/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { ready: false, checks: { database: 'ok', migrations: 'ok', redis: 'down' } },
      ]);
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);

      await redis.start();
      const deadline = Date.now() + RECOVERY_TIMEOUT_MS;
      while ((await t.app.inject({ url: '/ready' })).statusCode !== 200 && Date.now() < deadline) {
        await wait(POLL_INTERVAL_MS);
      }
      for (const route of RATE_LIMITED) expect((await send(route)).statusCode, route.url).toBeLessThan(500);
      expect((await t.app.inject({ url: '/ready' })).json()).toEqual({
        ready: true,
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });
    },
    RECOVERY_TIMEOUT_MS + 10_000,
  );
});
