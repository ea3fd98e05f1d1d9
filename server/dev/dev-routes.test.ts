import { afterEach, describe, expect, it } from 'vitest';
import { callJson, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /dev/sms-outbox', () => {
  it('lists the stored messages newest first, optionally for one number', async () => {
    t = await startTestApp();
    const { app, clock } = t;
    for (const phone of ['+33612345678', '+32470123456', '+33612345678']) {
      await callJson(app, { method: 'POST', url: '/api/check-phone', json: { phone } });
      clock.advance(61_000);
    }
    const all = await callJson(app, { method: 'GET', url: '/dev/sms-outbox' });
    const messages = all.body.messages as { phone: string; sentAt: string }[];
    expect(messages.map((message) => message.phone)).toEqual([
      '+33612345678',
      '+32470123456',
      '+33612345678',
    ]);
    const [newest, previous] = messages.map((message) => message.sentAt);
    expect(newest && previous && newest > previous).toBe(true);
    const one = await callJson(app, { method: 'GET', url: '/dev/sms-outbox?phone=%2B32470123456' });
    expect((one.body.messages as unknown[]).length).toBe(1);
  });

  it('is refused in production unless explicitly enabled', async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) } });
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page' })).statusCode).toBe(404);
    await t.close();
    t = await startTestApp({
      env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32), DEV_OUTBOX: 'enabled' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(200);
  });
});
