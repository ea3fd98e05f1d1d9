import { describe, expect, it } from 'vitest';
import { DEMO_IN_PRODUCTION_CONFIRMATION, loadConfig } from '@server/config';

const production = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) };

describe('the payment gateway’s settings', () => {
  it('is the sandbox outside production, and none in production until told', () => {
    expect(loadConfig({}).payments.gateway).toBe('sandbox');
    expect(loadConfig(production).payments).toEqual({ gateway: 'none' });
  });

  it('refuses the sandbox in production, which grants credits for a click, unless the server is a demo', () => {
    expect(() => loadConfig({ ...production, PAYMENTS: 'sandbox' })).toThrow(/demo server only/);
    const demo = {
      ...production,
      PAYMENTS: 'sandbox',
      SEED_DEMO: 'true',
      SEED_DEMO_IN_PRODUCTION: DEMO_IN_PRODUCTION_CONFIRMATION,
    };
    expect(loadConfig(demo).payments.gateway).toBe('sandbox');
  });

  it('needs Stripe’s keys for Stripe, and reads another API address', () => {
    expect(() => loadConfig({ ...production, PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(
      loadConfig({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }).payments,
    ).toEqual({
      gateway: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/neither sandbox, stripe nor none/);
  });
});
