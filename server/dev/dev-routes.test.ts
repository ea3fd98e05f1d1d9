import { afterEach, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as devApi from '@shared/api/contract/dev';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { DEV_OUTBOX_SECRET_HEADER } from './dev-routes';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const PRODUCTION = { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) };
const SECRET = 's'.repeat(40);

async function sendCodes(app: TestApp) {
  for (const phone of ['+33612345678', '+32470123456', '+33612345678']) {
    await callEndpoint(app.app, authApi.checkPhone, { phone });
    app.clock.advance(61_000);
  }
}

describe('GET /dev/sms-outbox', () => {
  it('lists the messages of one number, newest first', async () => {
    t = await startTestApp();
    await sendCodes(t);
    const { messages } = bodyOf(await callEndpoint(t.app, devApi.smsOutbox, { phone: '+33612345678' }));
    expect(messages.map((message) => message.phone)).toEqual(['+33612345678', '+33612345678']);
    const [newest, previous] = messages.map((message) => message.sentAt);
    expect(newest && previous && newest > previous).toBe(true);
  });

  it('never lists every number’s messages: a phone is required', async () => {
    t = await startTestApp();
    await sendCodes(t);
    expect((await t.app.inject({ method: 'GET', url: devApi.smsOutbox.path })).statusCode).toBe(400);
  });

  it('is refused in production unless explicitly enabled', async () => {
    t = await startTestApp({ env: PRODUCTION });
    expect((await callEndpoint(t.app, devApi.smsOutbox, { phone: '+33612345678' })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page' })).statusCode).toBe(404);
  });

  it('in production, answers only a caller with the secret, as if it did not exist otherwise', async () => {
    await expect(startTestApp({ env: { ...PRODUCTION, DEV_OUTBOX: 'enabled' } })).rejects.toThrow(
      /DEV_OUTBOX_SECRET/,
    );
    const staging = await startTestApp({
      env: { ...PRODUCTION, DEV_OUTBOX: 'enabled', DEV_OUTBOX_SECRET: SECRET },
    });
    t = staging;
    await sendCodes(staging);
    const outbox = (headers: Record<string, string> = {}) =>
      callEndpoint(staging.app, devApi.smsOutbox, { phone: '+33612345678' }, { headers });
    expect((await outbox()).status).toBe(404);
    expect((await outbox({ [DEV_OUTBOX_SECRET_HEADER]: `${SECRET}x` })).status).toBe(404);
    const right = bodyOf(await outbox({ [DEV_OUTBOX_SECRET_HEADER]: SECRET }));
    expect(right.messages).toHaveLength(2);
    expect((await staging.app.inject({ method: 'GET', url: '/dev/sms-outbox-page' })).statusCode).toBe(404);
  });
});

describe('GET /dev/sms-outbox-page', () => {
  it('asks for a number, then shows the outbox of that number only', async () => {
    t = await startTestApp();
    const blank = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page' });
    expect(blank.body).toContain('<input id="outbox-phone" name="phone"');
    expect(blank.body).not.toContain('<pp-sms-outbox');
    const one = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page?phone=%2B33612345678' });
    expect(one.body).toMatch(/<pp-sms-outbox\s+data-phone="\+33612345678"/);
    const bad = await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page?phone=%22%3E%3Cscript%3E' });
    expect(bad.body).toContain('This is not a valid phone number.');
    expect(bad.body).not.toContain('"><script>');
  });
});
