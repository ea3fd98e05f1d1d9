// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://projet.example.test/"}
import type { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './token-cookies';
import { configureSession } from './configuration';

declare const jsdom: JSDOM;

const page = 'https://projet.example.test/';
const now = new Date('2030-03-01T12:00:00Z');

function storedCookies(url = page) {
  return jsdom.cookieJar.getCookiesSync(url);
}

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
  it('keeps both tokens for seven days on the whole site, Lax and Secure on https', () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });

    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    const cookies = storedCookies();
    expect(cookies.map((cookie) => [cookie.key, cookie.value])).toEqual([
      ['token', 'access-1'],
      ['refresh_token', 'refresh-1'],
    ]);
    for (const cookie of cookies) {
      expect(cookie.path).toBe('/');
      expect(cookie.hostOnly).toBe(true);
      expect(cookie.sameSite).toBe('lax');
      expect(cookie.secure).toBe(true);
      expect(cookie.expires).toEqual(new Date('2030-03-08T12:00:00Z'));
    }
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
