import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '@server/http/http-error';
import { countUnavailable } from '@server/http/shared-rate-limit';

/** How failed sign-ins slow an account and an address down, then lock them (docs/product/back-office.md#accounts). */
export const LOGIN_LOCKOUT = {
  /**
   * The wait after the nth failure in a row for one account, from any address: none after the first two, then
   * longer and longer, and after the fifth the account is locked; its count then starts again.
   */
  accountWaitsMs: [0, 0, 10_000, 60_000, 15 * 60_000],
  /** A failure streak is forgotten this long after it began. */
  accountStreakMs: 60 * 60_000,
  /** Failures one address may make in an hour, whatever the accounts, before it is locked for the hour. */
  addressFailures: 20,
  addressWindowMs: 60 * 60_000,
  addressLockMs: 60 * 60_000,
} as const;

/** One sign-in attempt let through: it is told how it ended. */
export interface LoginAttempt {
  /** The password was right: the account's failures are forgotten, and the attempt is not counted. */
  succeeded(): Promise<void>;
  /** The address or the password was wrong: the failure counts, and may make the account or address wait. */
  failed(now: Date): Promise<void>;
}

export interface LoginLockout {
  /**
   * Lets an attempt through, or refuses it (429 with Retry-After) while the account or the address waits. The
   * attempt is counted before the password is checked, so that parallel guesses cannot slip past the count.
   */
  attempt(who: { email: string; clientKey: string }, now: Date): Promise<LoginAttempt>;
}

/**
 * The lockout on rate-limiter-flexible's stores: Redis when configured, so that every instance counts the same
 * failures, else this process's memory. The stores count failures; a lock is a value in the store too, the
 * instant it ends on the app's clock (its time-to-live only cleans up), so a test moves its clock past a lock
 * instead of waiting: rate-limiter-flexible takes no clock of its own.
 */
export function createLoginLockout(redis: Redis | null, keyPrefix = 'pp-login'): LoginLockout {
  const options = { keyPrefix, points: LOGIN_LOCKOUT.addressFailures, duration: 60 * 60 };
  const store: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true })
    : new RateLimiterMemory(options);
  // A store that cannot answer (Redis away) refuses the sign-in with 503 rather than letting it go uncounted.
  const reading = <T>(operation: Promise<T>): Promise<T> =>
    operation.catch(() => {
      throw countUnavailable();
    });
  const count = async (key: string, by: number, windowMs: number) =>
    (await reading(store.penalty(key, by, { customDuration: windowMs / 1000 }))).consumedPoints;
  const lock = (key: string, now: Date, ms: number) =>
    reading(store.set(key, Math.ceil((now.getTime() + ms) / 1000), Math.ceil(ms / 1000)));
  const lockedFor = async (key: string, now: Date) => {
    const until = (await reading(store.get(key)))?.consumedPoints ?? 0;
    return until * 1000 - now.getTime();
  };

  return {
    async attempt({ email, clientKey }, now) {
      // The address is kept hashed: the store holds no one's email.
      const account = createHash('sha256').update(email.toLowerCase()).digest('base64url');
      const keys = {
        account: `account:${account}`,
        accountLock: `account-lock:${account}`,
        address: `address:${clientKey}`,
        addressLock: `address-lock:${clientKey}`,
      };
      const wait = Math.max(await lockedFor(keys.accountLock, now), await lockedFor(keys.addressLock, now));
      if (wait > 0) throw tooManyRequests('server.tooManyLoginAttempts', wait / 1000);
      const streak = await count(keys.account, 1, LOGIN_LOCKOUT.accountStreakMs);
      const fromAddress = await count(keys.address, 1, LOGIN_LOCKOUT.addressWindowMs);
      const waits = LOGIN_LOCKOUT.accountWaitsMs;
      if (streak > waits.length || fromAddress > LOGIN_LOCKOUT.addressFailures) {
        // Parallel attempts past the last allowed one: that one's failure locks, these wait with it.
        throw tooManyRequests('server.tooManyLoginAttempts', LOGIN_LOCKOUT.addressLockMs / 1000);
      }
      return {
        async succeeded() {
          await reading(store.delete(keys.account));
          await count(keys.address, -1, LOGIN_LOCKOUT.addressWindowMs);
        },
        async failed(at) {
          const accountWait = waits[streak - 1] ?? 0;
          if (accountWait > 0) await lock(keys.accountLock, at, accountWait);
          if (streak >= waits.length) await reading(store.delete(keys.account));
          if (fromAddress >= LOGIN_LOCKOUT.addressFailures) {
            await lock(keys.addressLock, at, LOGIN_LOCKOUT.addressLockMs);
            await reading(store.delete(keys.address));
          }
        },
      };
    },
  };
}
