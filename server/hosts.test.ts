import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveHost, siteUrls } from './hosts';

const config = loadConfig({});

describe('resolveHost', () => {
  it('tells the three sites apart by host name', () => {
    expect(resolveHost(config, 'projet.localhost')).toEqual({ kind: 'project' });
    expect(resolveHost(config, 'pro.localhost')).toEqual({ kind: 'backOffice' });
    expect(resolveHost(config, 'localhost')).toEqual({ kind: 'public', country: 'FR' });
    expect(resolveHost(config, 'uk.localhost')).toEqual({ kind: 'public', country: 'GB' });
    expect(resolveHost(config, 'PT.localhost')).toEqual({ kind: 'public', country: 'PT' });
  });

  it('serves the French public site for unknown names', () => {
    expect(resolveHost(config, '127.0.0.1')).toEqual({ kind: 'public', country: 'FR' });
  });
});

describe('siteUrls', () => {
  it('addresses the sites on this process’s own port by default', () => {
    const urls = siteUrls(loadConfig({ PORT: '3100' }));
    expect(urls.countries.find(({ country }) => country === 'BE')?.url).toBe('http://be.localhost:3100');
    expect(urls.project).toBe('http://projet.localhost:3100');
  });

  it('addresses them as visitors reach them behind a TLS proxy in production', () => {
    const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), PORT: '3000' };
    expect(siteUrls(loadConfig(production)).backOffice).toBe('https://pro.localhost');
    expect(siteUrls(loadConfig({ ...production, PUBLIC_PORT: '8443' })).backOffice).toBe(
      'https://pro.localhost:8443',
    );
    expect(siteUrls(loadConfig({ ...production, PUBLIC_SCHEME: 'http', PUBLIC_PORT: '80' })).project).toBe(
      'http://projet.localhost',
    );
  });

  it('refuses a scheme it does not know', () => {
    expect(() => loadConfig({ PUBLIC_SCHEME: 'ftp' })).toThrow(/PUBLIC_SCHEME/);
  });
});
