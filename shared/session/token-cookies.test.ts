// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://projet.example.test/"}
import type { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, getAccessToken, getRefreshToken, holdsSession, storeTokens } from './token-cookies';
import { configureSession } from './configuration';
import { SESSION_END_CLAIM } from './token-lifetimes';

declare const jsdom: JSDOM;

const page = 'https://projet.example.test/';
const now = new Date('2030-03-01T12:00:00Z');

function storedCookies(url = page) {
  return jsdom.cookieJar.getCookiesSync(url);
}

const seconds = (date: string) => new Date(date).getTime() / 1000;

/** An access token as the server writes it (unsigned here: the browser never checks the signature). */
function accessToken(claims: { iat: number; exp: number; sessionEnd: number }): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const payload = {
    sid: 'b6f7',
    sub: '7',
    iat: claims.iat,
    exp: claims.exp,
    [SESSION_END_CLAIM]: claims.sessionEnd,
  };
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

const expiryOf = (name: string) => storedCookies().find((cookie) => cookie.key === name)?.expires;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  configureSession({});
  jsdom.cookieJar.removeAllCookiesSync();
  jsdom.reconfigure({ url: page });
  vi.useRealTimers();
});

describe('token cookies', () => {
  it('keeps both tokens on the whole site, Secure on https, the refresh token Strict', () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });

    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    const cookies = storedCookies();
    expect(cookies.map((cookie) => [cookie.key, cookie.value, cookie.sameSite])).toEqual([
      ['token', 'access-1', 'lax'],
      ['refresh_token', 'refresh-1', 'strict'],
    ]);
    for (const cookie of cookies) {
      expect(cookie.path).toBe('/');
      expect(cookie.hostOnly).toBe(true);
      expect(cookie.secure).toBe(true);
    }
  });

  it('expires the access token’s cookie with the token, and the refresh token’s at the session’s end', () => {
    const token = accessToken({
      iat: seconds('2030-03-01T12:00:00Z'),
      exp: seconds('2030-03-01T12:05:00Z'),
      sessionEnd: seconds('2030-03-04T08:00:00Z'),
    });
    storeTokens({ token, refresh_token: 'refresh-1' });

    expect(expiryOf('token')).toEqual(new Date('2030-03-01T12:04:30Z'));
    expect(expiryOf('refresh_token')).toEqual(new Date('2030-03-04T08:00:00Z'));
  });

  it('measures the lifetimes from the token’s issue, whatever this device’s clock says', () => {
    // Issued by a server whose clock is an hour behind this device's.
    const token = accessToken({
      iat: seconds('2030-03-01T11:00:00Z'),
      exp: seconds('2030-03-01T11:05:00Z'),
      sessionEnd: seconds('2030-03-08T11:00:00Z'),
    });
    storeTokens({ token, refresh_token: 'refresh-1' });

    expect(expiryOf('token')).toEqual(new Date('2030-03-01T12:04:30Z'));
    expect(expiryOf('refresh_token')).toEqual(new Date('2030-03-08T12:00:00Z'));
  });

  it('keeps a token that states no lifetime no longer than the longest session, seven days', () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });

    expect(expiryOf('token')).toEqual(new Date('2030-03-08T11:59:30Z'));
    expect(expiryOf('refresh_token')).toEqual(new Date('2030-03-08T12:00:00Z'));
  });

  it('still holds a session once the access token’s cookie is gone, while the refresh token is there', () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';

    expect([getAccessToken(), holdsSession()]).toEqual([undefined, true]);
    clearTokens();
    expect(holdsSession()).toBe(false);
  });

  it('is not Secure on an http page, where the browser would refuse it', () => {
    jsdom.reconfigure({ url: 'http://projet.example.test/' });

    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });

    expect(storedCookies('http://projet.example.test/').map((cookie) => cookie.secure)).toEqual([
      false,
      false,
    ]);
  });

  it('shares the tokens with the sibling hosts when a parent domain is configured', () => {
    configureSession({ cookieDomain: 'example.test' });

    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });

    const onSibling = storedCookies('https://pro.example.test/');
    expect(onSibling.map((cookie) => [cookie.key, cookie.domain, cookie.hostOnly])).toEqual([
      ['token', 'example.test', false],
      ['refresh_token', 'example.test', false],
    ]);
  });

  it.each([{}, { cookieDomain: 'example.test' }])(
    'clears both tokens (configuration %o)',
    (configuration) => {
      configureSession(configuration);
      storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });

      clearTokens();

      expect(getAccessToken()).toBeUndefined();
      expect(getRefreshToken()).toBeUndefined();
      expect(storedCookies()).toEqual([]);
    },
  );
});
