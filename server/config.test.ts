import { describe, expect, it } from 'vitest';
import { DEMO_IN_PRODUCTION_CONFIRMATION, loadConfig } from './config';

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
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://relay.example' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'sendmail' })).toThrow(/MAIL_TRANSPORT/);
  });

  it('stores emails in the development outbox unless told to send them through an SMTP server', () => {
    expect(loadConfig({})).toMatchObject({ mailTransport: 'outbox', smtp: undefined });
    const smtp = {
      SMTP_URL: 'smtps://user:secret@relay.example:465',
      MAIL_FROM: 'Mariage <no-reply@example.fr>',
    };
    expect(loadConfig({ MAIL_TRANSPORT: 'smtp', ...smtp })).toMatchObject({
      mailTransport: 'smtp',
      smtp: { url: smtp.SMTP_URL, from: smtp.MAIL_FROM },
    });
  });

  it('trusts a number of proxy hops or the proxies’ addresses, never every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
    ]);
    for (const value of ['true', 'yes', '10.0.0', 'proxy.example']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the hourly SMS budgets, overall and per country', () => {
    expect(loadConfig({}).smsBudget.perHour).toBe(2_000);
    expect(loadConfig({}).smsBudget.perCountryPerHour.PT).toBe(1_000);
    const budget = loadConfig({
      SMS_BUDGET_PER_HOUR: '50',
      SMS_BUDGET_PER_COUNTRY_PER_HOUR: 'fr=30, UK=5',
    }).smsBudget;
    expect(budget.perHour).toBe(50);
    expect(budget.perCountryPerHour).toMatchObject({ FR: 30, GB: 5, BE: 1_000 });
    expect(loadConfig({ SMS_BUDGET_PER_COUNTRY_PER_HOUR: '7' }).smsBudget.perCountryPerHour.DE).toBe(7);
    expect(() => loadConfig({ SMS_BUDGET_PER_COUNTRY_PER_HOUR: 'US=5' })).toThrow(/SMS_BUDGET/);
    expect(() => loadConfig({ SMS_BUDGET_PER_HOUR: 'lots' })).toThrow(/SMS_BUDGET_PER_HOUR/);
  });

  it('reads how many codes one address may ask for in an hour', () => {
    expect(loadConfig({}).smsBudget.perAddressPerHour).toBe(20);
    expect(loadConfig({ SMS_CODES_PER_ADDRESS_PER_HOUR: '500' }).smsBudget.perAddressPerHour).toBe(500);
    expect(() => loadConfig({ SMS_CODES_PER_ADDRESS_PER_HOUR: 'many' })).toThrow(
      /SMS_CODES_PER_ADDRESS_PER_HOUR/,
    );
  });

  it('reads the prefix an IPv6 client is counted by, from a /32 to a /128', () => {
    expect(loadConfig({}).clientIpv6Prefix).toBe(64);
    expect(loadConfig({ CLIENT_IPV6_PREFIX: '56' }).clientIpv6Prefix).toBe(56);
    expect(loadConfig({ CLIENT_IPV6_PREFIX: '128' }).clientIpv6Prefix).toBe(128);
    for (const refused of ['16', '129', '64.5', '/64']) {
      expect(() => loadConfig({ CLIENT_IPV6_PREFIX: refused })).toThrow(/CLIENT_IPV6_PREFIX.*from 32 to 128/);
    }
  });

  it('disables the SMS outbox in production unless DEV_OUTBOX=enabled', () => {
    const secret = { TOKEN_SECRET: 'x'.repeat(32), NODE_ENV: 'production' };
    expect(loadConfig(secret).devOutboxEnabled).toBe(false);
    const enabled = { ...secret, DEV_OUTBOX: 'enabled' };
    expect(() => loadConfig(enabled)).toThrow(/DEV_OUTBOX_SECRET/);
    expect(() => loadConfig({ ...enabled, DEV_OUTBOX_SECRET: 'short' })).toThrow(/DEV_OUTBOX_SECRET/);
    const staging = loadConfig({ ...enabled, DEV_OUTBOX_SECRET: 'k'.repeat(32) });
    expect(staging.devOutboxEnabled).toBe(true);
    expect(staging.devOutboxSecret).toBe('k'.repeat(32));
    expect(loadConfig({ DEV_OUTBOX_SECRET: 'k'.repeat(32) }).devOutboxSecret).toBeUndefined();
  });

  describe('the demo content', () => {
    const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) };
    const confirmed = {
      ...production,
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: DEMO_IN_PRODUCTION_CONFIRMATION,
    };

    it('is seeded in development and tests unless SEED_DEMO=false, never by default in production', () => {
      expect(loadConfig({}).seedDemo).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
      expect(loadConfig(production).seedDemo).toBe(false);
      expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
      expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO: "yes"/);
    });

    it('is refused at start in production unless SEED_DEMO_IN_PRODUCTION confirms it word for word', () => {
      expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO_IN_PRODUCTION/);
      expect(() => loadConfig({ ...confirmed, SEED_DEMO_IN_PRODUCTION: 'yes' })).toThrow(
        /SEED_DEMO_IN_PRODUCTION/,
      );
      expect(loadConfig(confirmed).seedDemo).toBe(true);
    });

    it('lets the numbers reserved for fiction sign in only where the demo accounts may exist', () => {
      expect(loadConfig({}).fictionPhoneNumbers).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).fictionPhoneNumbers).toBe(true);
      expect(loadConfig(production).fictionPhoneNumbers).toBe(false);
      expect(loadConfig(confirmed).fictionPhoneNumbers).toBe(true);
    });
  });

  it('looks SIRETs up in the fictional register, and in the state’s company search in production', () => {
    expect(loadConfig({}).companyRegister).toEqual({ kind: 'fictional' });
    expect(loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) }).companyRegister).toEqual({
      kind: 'recherche-entreprises',
      baseUrl: 'https://recherche-entreprises.api.gouv.fr',
      timeoutMs: 5_000,
    });
    expect(
      loadConfig({
        COMPANY_REGISTER: 'recherche-entreprises',
        COMPANY_REGISTER_URL: 'http://127.0.0.1:9999',
        COMPANY_REGISTER_TIMEOUT_MS: '800',
      }).companyRegister,
    ).toEqual({ kind: 'recherche-entreprises', baseUrl: 'http://127.0.0.1:9999', timeoutMs: 800 });
    expect(() => loadConfig({ COMPANY_REGISTER: 'insee' })).toThrow(/COMPANY_REGISTER/);
    expect(() =>
      loadConfig({ COMPANY_REGISTER_TIMEOUT_MS: '0', COMPANY_REGISTER: 'recherche-entreprises' }),
    ).toThrow(/COMPANY_REGISTER_TIMEOUT_MS/);
  });
});
