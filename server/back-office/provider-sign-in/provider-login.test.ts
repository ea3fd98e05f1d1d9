import { describe, expect, it, vi } from 'vitest';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as sessionApi from '@shared/api/contract/session';
import { passwords } from '@server/auth/passwords';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { registeredProvider } from '@server/test-support/registered-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';
import { LOGIN_LOCKOUT } from './login-lockout';

const t = freshAppForEachTest((db) => seedCatalog(db));

const login = (email: string, password: string, remoteAddress = '192.0.2.10') =>
  callEndpoint(t.app, signInApi.login, { email, password }, { remoteAddress });

describe('a provider’s sign-in', () => {
  it('signs in with the right password, whatever the address’s case, and marks the company active', async () => {
    const provider = await registeredProvider(t);
    const tokens = bodyOf(await login(provider.email.toUpperCase(), provider.password));
    const as = { headers: { authorization: `Bearer ${tokens.token}` } };
    expect(bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as })).company.id).toBe(
      provider.providerId,
    );
    const [company] = await t.db.query<{ last_login_at: Date | null }>(
      'SELECT last_login_at FROM providers WHERE id = $1',
      [provider.providerId],
    );
    expect(company?.last_login_at).toEqual(t.clock.now());
    // The couples' refresh and sign-out serve providers too.
    const refreshed = bodyOf(
      await callEndpoint(t.app, sessionApi.refreshToken, { refresh_token: tokens.refresh_token }),
    );
    const next = { headers: { authorization: `Bearer ${refreshed.token}` } };
    expect((await callEndpoint(t.app, sessionApi.logout, {}, { as: next })).status).toBe(200);
    expect((await callEndpoint(t.app, providerAccountApi.me, {}, { as: next })).status).toBe(401);
  });

  it('answers an unknown address as a wrong password, after one password check each', async () => {
    const provider = await registeredProvider(t);
    const verify = vi.spyOn(passwords, 'verify');
    try {
      const unknown = await login('personne@example.com', provider.password);
      expect(verify).toHaveBeenCalledTimes(1);
      const wrong = await login(provider.email, 'pas le bon mot de passe');
      expect(verify).toHaveBeenCalledTimes(2);
      expect(unknown.status).toBe(401);
      expect({ status: wrong.status, body: wrong.body }).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
      expect(unknown.ok ? '' : unknown.body.message).toBe('Adresse e-mail ou mot de passe incorrect.');
    } finally {
      verify.mockRestore();
    }
  });

  it('slows an account down after failures from anywhere, then locks it until the clock moves past', async () => {
    const provider = await registeredProvider(t);
    const addresses = ['192.0.2.1', '198.51.100.2', '203.0.113.3', '192.0.2.4', '198.51.100.5'];
    const statuses: number[] = [];
    for (const [index, address] of addresses.entries()) {
      statuses.push((await login(provider.email, 'pas le bon mot de passe', address)).status);
      const wait = LOGIN_LOCKOUT.accountWaitsMs[index] ?? 0;
      if (index < addresses.length - 1) {
        if (wait > 0) {
          // Too soon: refused before the password is even checked, saying how long to wait.
          const early = await login(provider.email, provider.password, '203.0.113.99');
          expect({ status: early.status, retry: early.headers['retry-after'] }).toEqual({
            status: 429,
            retry: String(wait / 1000),
          });
        }
        t.clock.advance(wait);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Locked: even the right password waits a quarter of an hour, from any address.
    const locked = await login(provider.email, provider.password, '203.0.113.50');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    t.clock.advance(15 * 60_000 - 1_000);
    expect((await login(provider.email, provider.password)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await login(provider.email, provider.password)).status).toBe(200);
  });

  it('forgets an account’s failures once it signs in', async () => {
    const provider = await registeredProvider(t);
    for (let round = 0; round < 3; round++) {
      expect((await login(provider.email, 'pas le bon mot de passe')).status).toBe(401);
      expect((await login(provider.email, 'pas le bon mot de passe')).status).toBe(401);
      expect((await login(provider.email, provider.password)).status).toBe(200);
    }
  });

  it('locks an address that fails on many accounts for an hour, other addresses still signing in', async () => {
    const provider = await registeredProvider(t);
    for (let n = 0; n < LOGIN_LOCKOUT.addressFailures; n++) {
      expect((await login(`inconnu.${n}@example.com`, 'pas le bon mot de passe')).status).toBe(401);
    }
    const locked = await login(provider.email, provider.password);
    expect({ status: locked.status, retry: locked.headers['retry-after'] }).toEqual({
      status: 429,
      retry: String(60 * 60),
    });
    expect((await login(provider.email, provider.password, '198.51.100.7')).status).toBe(200);
    t.clock.advance(LOGIN_LOCKOUT.addressLockMs);
    expect((await login(provider.email, provider.password)).status).toBe(200);
  });
});
