import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults a fresh machine can run with', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('development');
    expect(config.siteDomains).toEqual({
      localhost: 'FR',
      'be.localhost': 'BE',
      'uk.localhost': 'GB',
      'de.localhost': 'DE',
      'it.localhost': 'IT',
      'es.localhost': 'ES',
      'pt.localhost': 'PT',
    });
    expect(config.projectHost).toBe('projet.localhost');
    expect(config.backOfficeHost).toBe('pro.localhost');
    expect(config.smsTransport).toBe('outbox');
    expect(config.devOutboxEnabled).toBe(true);
  });

  it('reads production domains from SITE_DOMAINS', () => {
    const config = loadConfig({
      SITE_DOMAINS: 'fr=mariage.example.fr, BE=huwelijk.example.be',
      PROJECT_HOST: 'projet.example.fr',
    });
    expect(config.siteDomains).toEqual({ 'mariage.example.fr': 'FR', 'huwelijk.example.be': 'BE' });
    expect(config.projectHost).toBe('projet.example.fr');
  });

  it('refuses settings it cannot read, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_PROVIDERS: '6OO' })).toThrow(/SEED_PROVIDERS/);
    expect(() => loadConfig({ SITE_DOMAINS: 'XX=example.xx' })).toThrow(/SITE_DOMAINS/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });

  it('disables the SMS outbox in production unless DEV_OUTBOX=enabled', () => {
    const secret = { TOKEN_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(loadConfig(secret).devOutboxEnabled).toBe(false);
    expect(loadConfig({ ...secret, DEV_OUTBOX: 'enabled' }).devOutboxEnabled).toBe(true);
  });
});
