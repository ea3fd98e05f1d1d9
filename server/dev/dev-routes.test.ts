import { afterEach, describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as authApi from '@shared/api/contract/auth';
import * as devApi from '@shared/api/contract/dev';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { confirmationTokenSentTo } from '../test-support/email-links';
import { signedInCouple } from '../test-support/signed-in-couple';
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

/** Two confirmation links sent to `address`, and one to another address, delivered by the outbox transport. */
async function sendEmails(app: TestApp, address: string) {
  const couple = await signedInCouple(app);
  for (const email of [address, 'someone.else@example.fr', address]) {
    bodyOf(await callEndpoint(app.app, accountApi.updateProfile, { email }, { as: couple }));
    app.clock.advance(1_000);
  }
  await app.app.mailWorker.deliverDue();
}

describe('GET /dev/mail-outbox', () => {
  it('lists the emails of one address, newest first', async () => {
    t = await startTestApp();
    await sendEmails(t, 'camille@example.fr');
    const { messages } = bodyOf(await callEndpoint(t.app, devApi.mailOutbox, { to: 'camille@example.fr' }));
    expect(messages.map((message) => message.to)).toEqual(['camille@example.fr', 'camille@example.fr']);
    const link = `/account/confirm-email?token=${await confirmationTokenSentTo(t.db, 'camille@example.fr')}`;
    expect(messages[0]?.text).toContain(link);
    expect(messages[0]?.html).toContain('<html lang="fr">');
    expect(messages[0]?.html).toMatch(
      new RegExp(`<a href="http://projet\\.localhost:3000${link.replace('?', '\\?')}">`),
    );
    expect((await t.app.inject({ method: 'GET', url: devApi.mailOutbox.path })).statusCode).toBe(400);
  });

  it('is refused in production unless enabled, and then answers only a caller with the secret', async () => {
    t = await startTestApp({ env: PRODUCTION });
    expect((await callEndpoint(t.app, devApi.mailOutbox, { to: 'camille@example.fr' })).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail-outbox-page' })).statusCode).toBe(404);
    await t.close();

    const staging = await startTestApp({
      env: { ...PRODUCTION, DEV_OUTBOX: 'enabled', DEV_OUTBOX_SECRET: SECRET },
    });
    t = staging;
    await sendEmails(staging, 'camille@example.fr');
    const outbox = (headers: Record<string, string> = {}) =>
      callEndpoint(staging.app, devApi.mailOutbox, { to: 'camille@example.fr' }, { headers });
    expect((await outbox()).status).toBe(404);
    expect(bodyOf(await outbox({ [DEV_OUTBOX_SECRET_HEADER]: SECRET })).messages).toHaveLength(2);
    expect((await staging.app.inject({ method: 'GET', url: '/dev/mail-outbox-page' })).statusCode).toBe(404);
  });
});

describe('GET /dev/mail-outbox-page', () => {
  it('asks for an address, then shows its emails only, their links clickable and everything escaped', async () => {
    t = await startTestApp();
    const blank = await t.app.inject({ method: 'GET', url: '/dev/mail-outbox-page' });
    expect(blank.body).toContain('<input id="outbox-email" name="to"');
    await sendEmails(t, 'camille@example.fr');
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mail-outbox-page?to=camille%40example.fr',
    });
    expect(page.body.match(/<article/g)).toHaveLength(2);
    expect(page.body).not.toContain('someone.else@example.fr');
    expect(page.body).toMatch(
      /<a href="http:\/\/projet\.localhost:3000\/account\/confirm-email\?token=[\w-]{43}">/,
    );
    const bad = await t.app.inject({ method: 'GET', url: '/dev/mail-outbox-page?to=%22%3E%3Cscript%3E' });
    expect(bad.body).toContain('This is not a valid email address.');
    expect(bad.body).not.toContain('"><script>');
  });
});
