// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Before each test too: a worker may have loaded the module for an earlier test file.
beforeEach(() => vi.resetModules());
afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.lang = '';
  vi.resetModules();
});

/** A fresh copy of the module, as a page that has just loaded it. */
const freshConfiguration = () => import('./configuration');

describe('sessionConfiguration', () => {
  it('takes the cookie domain the server wrote into the page', async () => {
    document.head.innerHTML = '<meta name="pp-cookie-domain" content="example.fr" />';
    const { sessionConfiguration } = await freshConfiguration();
    expect(sessionConfiguration().cookieDomain).toBe('example.fr');
  });

  it('keeps the cookies on the current host when the page names no domain', async () => {
    const { sessionConfiguration } = await freshConfiguration();
    expect(sessionConfiguration().cookieDomain).toBeUndefined();
  });

  it('lets the page’s script override the meta element', async () => {
    document.head.innerHTML = '<meta name="pp-cookie-domain" content="example.fr" />';
    const { configureSession, sessionConfiguration } = await freshConfiguration();
    configureSession({ cookieDomain: 'example.be' });
    expect(sessionConfiguration().cookieDomain).toBe('example.be');
  });

  it('words the session expiry in the page’s language, whose texts the page loads, else in French', async () => {
    document.documentElement.lang = 'nl-BE';
    const { sessionConfiguration } = await freshConfiguration();
    expect(sessionConfiguration().language).toBe('nl');
    vi.resetModules();
    document.documentElement.lang = 'ja';
    expect((await freshConfiguration()).sessionConfiguration().language).toBe('fr');
  });
});
