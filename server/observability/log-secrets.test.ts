import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as devApi from '@shared/api/contract/dev';
import { exampleRegistration } from '@shared/api/contract/examples';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import * as sessionApi from '@shared/api/contract/session';
import type { Database } from '../db/database';
import { EMAIL_CONFIRMATION_PATH } from '../auth/email-changes';
import { REVIEW_PAGE_PATH } from '../reviews/review-invitations';
import { seedCatalog } from '../seed/seed-catalog';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { confirmationTokenSentTo } from '../test-support/email-links';
import { registeredProvider } from '../test-support/registered-provider';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase, resetDatabase } from '../test-support/test-database';
import { exampleProject } from '../test-support/saved-project';

const PHONE = '+33612345678';
/** The couple's number as people and URLs write it. */
const PHONE_SPELLINGS = [
  PHONE,
  '%2B33612345678',
  '0033612345678',
  '0612345678',
  '06 12 34 56 78',
  '612345678',
];
const PROVIDER_EMAIL = 'atelier.lumiere@example.com';
const PROVIDER_PASSWORD = 'un mot de passe de test';

let db: Database;
let t: TestApp;
/** Every line the app wrote, as written. */
let lines: string[];

beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
beforeEach(async () => {
  await resetDatabase(db);
  await seedCatalog(db);
  lines = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await startTestApp({ db, logger: { level: 'trace', stream } });
  return () => t.close();
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('what the logs say', () => {
  it('keeps no token, code, password, phone number or email of a sign-in, a project sent or a provider’s sign-in', async () => {
    // The couple's sign-in: a code by SMS, read from the outbox (a URL naming the phone), then the account.
    bodyOf(await callEndpoint(t.app, authApi.checkPhone, { phone: PHONE }));
    const [sms] = bodyOf(await callEndpoint(t.app, devApi.smsOutbox, { phone: PHONE })).messages;
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    const verified = await callEndpoint(t.app, authApi.verifyPhone, { phone: PHONE, code });
    const proof = verified.cookies.find((cookie) => cookie.name === 'pp_phone_proof')?.value ?? '';
    const registration = exampleRegistration(PHONE);
    const couple = bodyOf(
      await callEndpoint(t.app, authApi.register, registration, {
        headers: { cookie: `pp_phone_proof=${proof}` },
      }),
    );
    const refreshed = bodyOf(
      await callEndpoint(t.app, sessionApi.refreshToken, { refresh_token: couple.refresh_token }),
    );
    const as = { headers: { authorization: `Bearer ${refreshed.token}` } };

    // The couple's project, saved then sent to a planner, whose email goes out.
    const planner = await insertCraftedProvider(db, {
      name: 'Atelier Lumière',
      latitude: 45.76,
      longitude: 4.84,
    });
    const project = bodyOf(
      await callEndpoint(
        t.app,
        projectsApi.saveProject,
        exampleProject({ message: 'Nous cherchons un wedding planner.' }),
        { as },
      ),
    ).project.id;
    bodyOf(await callEndpoint(t.app, providersApi.sendToProvider, { project, prestataire: planner }, { as }));
    await t.app.mailWorker.deliverDue();
    await t.app.smsWorker.deliverDue();

    // A provider signs up, follows the confirmation link, signs in with the password; a refused password too.
    const provider = await registeredProvider(t, { email: PROVIDER_EMAIL, password: PROVIDER_PASSWORD });
    const confirmation = await confirmationTokenSentTo(db, PROVIDER_EMAIL);
    await t.app.inject({
      url: `${EMAIL_CONFIRMATION_PATH}?token=${confirmation}`,
      headers: { host: 'pro.localhost:3000' },
    });
    await t.app.inject({
      url: `${REVIEW_PAGE_PATH}?token=${confirmation}`,
      headers: { host: 'localhost:3000' },
    });
    await callEndpoint(t.app, devApi.mailOutbox, { to: PROVIDER_EMAIL });
    await callEndpoint(t.app, signInApi.login, { email: PROVIDER_EMAIL, password: 'pas le bon mot' });

    const log = lines.join('');
    expect(records().filter((line) => line.msg === 'incoming request').length).toBeGreaterThan(10);
    const secrets = {
      code,
      proof,
      accessToken: couple.token,
      refreshToken: couple.refresh_token,
      refreshedToken: refreshed.token,
      providerToken: provider.token,
      providerRefreshToken: provider.refresh_token,
      confirmation,
      password: PROVIDER_PASSWORD,
      refusedPassword: 'pas le bon mot',
      coupleEmail: registration.email,
      coupleEmailInUrl: encodeURIComponent(registration.email),
      providerEmail: PROVIDER_EMAIL,
      providerEmailInUrl: encodeURIComponent(PROVIDER_EMAIL),
      ...Object.fromEntries(PHONE_SPELLINGS.map((spelling) => [`phone ${spelling}`, spelling])),
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(5);
      expect(log.includes(secret), `the log names the ${name}`).toBe(false);
    }
  });

  it('scrubs a phone number or an address out of an error’s message', async () => {
    t.app.log.error(
      { err: new Error(`The 'To' number ${PHONE} is not a valid phone number`) },
      'sms refused',
    );
    t.app.log.warn(
      { reason: '550 5.1.1 <camille.martin@example.fr>: Recipient address rejected' },
      'mail refused',
    );
    // A duration's decimals are no phone number.
    t.app.log.info({ responseTime: 1.0612345678, attempts: 3 }, 'timed');
    const log = lines.join('');
    expect(log).toContain('"responseTime":1.0612345678');
    expect(log).toContain('sms refused');
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain('camille.martin@example.fr');
  });

  it('logs a request under the id its x-request-id gives, returns it, and replaces one it cannot keep', async () => {
    const given = 'lb-7f3a9c2e.0001';
    const kept = await t.app.inject({ url: '/api/event-types', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    const lines = records().filter((line) => line.reqId === given);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // A load balancer's probes, every few seconds, answer with their id but write no line.
    const probe = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'probe-1' } });
    expect(probe.headers['x-request-id']).toBe('probe-1');
    expect(records().filter((line) => line.reqId === 'probe-1')).toEqual([]);

    for (const refused of ['a'.repeat(129), 'two words', 'x\u00e9', '']) {
      const answer = await t.app.inject({ url: '/health', headers: { 'x-request-id': refused } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fresh = await t.app.inject({ url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(kept.headers['x-request-id']);
  });

  it('keeps the path and the harmless parameters of a URL', async () => {
    await t.app.inject({
      url: '/wedding-planners/?page=2&phone=%2B33612345678',
      headers: { host: 'localhost:3000' },
    });
    const urls = records().map((line) => (line.req as { url?: string } | undefined)?.url);
    expect(urls).toContain('/wedding-planners/?page=2&phone=…');
  });
});
