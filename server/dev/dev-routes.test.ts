import { afterEach, describe, expect, it } from 'vitest';
import { callJson, startTestApp, type TestApp } from '../test-support/test-app';
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
    await callJson(app.app, { method: 'POST', url: '/api/check-phone', json: { phone } });
    app.clock.advance(61_000);
  }
}

describe('GET /dev/sms-outbox', () => {
  it('lists the messages of one number, newest first', async () => {
    t = await startTestApp();
    await sendCodes(t);
    const french = await callJson(t.app, { method: 'GET', url: '/dev/sms-outbox?phone=%2B33612345678' });
    const messages = french.body.messages as { phone: string; sentAt: string }[];
    expect(messages.map((message) => message.phone)).toEqual(['+33612345678', '+33612345678']);
    const [newest, previous] = messages.map((message) => message.sentAt);
    expect(newest && previous && newest > previous).toBe(true);
  });

  it('never lists every number’s messages: a phone is required', async () => {
    t = await startTestApp();
    await sendCodes(t);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox' })).statusCode).toBe(400);
  });

  it('is refused in production unless explicitly enabled', async () => {
    t = await startTestApp({ env: PRODUCTION });
    expect(
      (await t.app.inject({ method: 'GET', url: '/dev/sms-outbox?phone=%2B33612345678' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page' })).statusCode).toBe(404);
  });

  it('in production, answers only a caller with the secret, as if it did not exist otherwise', async () => {
    await expect(startTestApp({ env: { ...PRODUCTION, DEV_OUTBOX: 'enabled' } })).rejects.toThrow(
      /DEV_OUTBOX_SECRET/,
    );
    t = await startTestApp({ env: { ...PRODUCTION, DEV_OUTBOX: 'enabled', DEV_OUTBOX_SECRET: SECRET } });
    await sendCodes(t);
    const url = '/dev/sms-outbox?phone=%2B33612345678';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const wrong = { [DEV_OUTBOX_SECRET_HEADER]: `${SECRET}x` };
    expect((await t.app.inject({ method: 'GET', url, headers: wrong })).statusCode).toBe(404);
    const right = await callJson(t.app, {
      method: 'GET',
      url,
      headers: { [DEV_OUTBOX_SECRET_HEADER]: SECRET },
    });
    expect(right.status).toBe(200);
    expect(right.body.messages).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/dev/sms-outbox-page' })).statusCode).toBe(404);
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
