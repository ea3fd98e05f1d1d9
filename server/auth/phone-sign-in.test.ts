import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import * as devApi from '@shared/api/contract/dev';
import { exampleRegistration } from '@shared/api/contract/examples';
import * as sessionApi from '@shared/api/contract/session';
import type { Endpoint, RequestOf } from '@shared/api/endpoint';
import { SESSION_END_CLAIM } from '@shared/session/token-lifetimes';
import { SmsDeliveryError } from '../sms/sms-transport';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { callJson, freshAppForEachTest, startTestApp } from '../test-support/test-app';
import { OTP_RULES } from './otp-rules';
import { SESSION_RULES } from './sessions';

const PHONE = '+33612345678';
const OTHER_PHONE = '+33698765432';

const t = freshAppForEachTest();

/** A request the contract accepts, typed by it. */
const call = <E extends Endpoint>(endpoint: E, input: RequestOf<E>, headers: Record<string, string> = {}) =>
  callEndpoint(t.app, endpoint, input, { headers });
/** A request the contract refuses, sent as is. */
const postRaw = (url: string, json: unknown, headers: Record<string, string> = {}) =>
  callJson(t.app, { method: 'POST', url, json, headers });

const outbox = async (phone: string) => bodyOf(await call(devApi.smsOutbox, { phone })).messages;

async function lastCode(phone: string): Promise<string> {
  const [latest] = await outbox(phone);
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

/** Runs check-phone then verify-phone and returns the phone-proof cookie header. */
async function verifiedProof(phone = PHONE): Promise<string> {
  expect((await call(authApi.checkPhone, { phone })).status).toBe(200);
  const verified = await call(authApi.verifyPhone, { phone, code: await lastCode(phone) });
  expect(verified.status).toBe(200);
  const proof = verified.cookies.find((cookie) => cookie.name === 'pp_phone_proof');
  expect(proof?.httpOnly).toBe(true);
  return `pp_phone_proof=${proof?.value}`;
}

const registration = (phone = PHONE) => exampleRegistration(phone);

async function registeredSession() {
  const cookie = await verifiedProof();
  return bodyOf(await call(authApi.register, registration(), { cookie }));
}

describe('check-phone', () => {
  it('sends a six-digit code by SMS, with the WebOTP line of the host', async () => {
    expect((await call(authApi.checkPhone, { phone: PHONE })).status).toBe(200);
    const [message] = await outbox(PHONE);
    expect(message?.phone).toBe(PHONE);
    expect(message?.text).toMatch(/^Votre code de vérification : (\d{6})\n\n@localhost #\1$/);
  });

  it('writes the SMS in the language of the couple’s page', async () => {
    await call(authApi.checkPhone, { phone: OTHER_PHONE }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect((await outbox(OTHER_PHONE))[0]?.text).toMatch(/^Ihr Bestätigungscode: \d{6}/);
  });

  it('refuses an invalid number or a country outside the seven sites with a 400', async () => {
    for (const phone of ['+3361234', 'not a phone', '+12025550123', '']) {
      const { status, body } = await postRaw(authApi.checkPhone.path, { phone });
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('describes invalid input in the caller’s language', async () => {
    const { status, body } = await postRaw(
      authApi.checkPhone.path,
      { phone: 'not a phone' },
      { cookie: 'locale=it' },
    );
    expect(status).toBe(400);
    expect(body.message).toContain('Il tuo numero di telefono non è valido.');
  });

  it('enforces the 60 s cooldown with 429 and Retry-After', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    t.clock.advance(20_000);
    const early = await call(authApi.checkPhone, { phone: PHONE });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(40);
    t.clock.advance(40_000);
    expect((await call(authApi.checkPhone, { phone: PHONE })).status).toBe(200);
  });

  it('says why it refuses a resend, in the caller’s language', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const french = await call(authApi.checkPhone, { phone: PHONE });
    expect(french).toMatchObject({
      body: { message: 'Veuillez patienter avant de demander un nouveau code.' },
    });
    const dutch = await call(authApi.checkPhone, { phone: PHONE }, { 'accept-language': 'nl-BE' });
    expect(dutch).toMatchObject({
      status: 429,
      headers: { 'retry-after': '60' },
      body: { message: 'Wacht even voordat u een nieuwe code aanvraagt.' },
    });
  });

  it('allows the first send and four resends, then refuses until the window has passed', async () => {
    for (let send = 0; send < OTP_RULES.maxSendsPerWindow; send++) {
      expect((await call(authApi.checkPhone, { phone: PHONE })).status).toBe(200);
      t.clock.advance(OTP_RULES.cooldownMs);
    }
    const refused = await call(authApi.checkPhone, { phone: PHONE });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(OTP_RULES.sendWindowMs);
    expect((await call(authApi.checkPhone, { phone: PHONE })).status).toBe(200);
  });

  it('caps the codes one IP address can request across numbers', async () => {
    for (let n = 0; n < OTP_RULES.maxSendsPerIpPerWindow; n++) {
      const phone = `+336123450${String(n).padStart(2, '0')}`;
      expect((await call(authApi.checkPhone, { phone })).status).toBe(200);
      t.clock.advance(3_000);
    }
    expect((await call(authApi.checkPhone, { phone: OTHER_PHONE })).status).toBe(429);
  });

  it('caps an address at the configured count when one is set', async () => {
    const sharedAddress = await startTestApp({ db: t.db, env: { SMS_CODES_PER_ADDRESS_PER_HOUR: '2' } });
    try {
      const send = (phone: string) => callEndpoint(sharedAddress.app, authApi.checkPhone, { phone });
      expect([(await send(PHONE)).status, (await send(OTHER_PHONE)).status]).toEqual([200, 200]);
      expect((await send('+33611112222')).status).toBe(429);
    } finally {
      await sharedAddress.close();
    }
  });

  it('shields the endpoint from floods of any request per IP, in the caller’s language', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++)
      statuses.push((await postRaw(authApi.checkPhone.path, { phone: 'x' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    const flooded = await postRaw(authApi.checkPhone.path, { phone: 'x' }, { 'accept-language': 'en' });
    expect(flooded.status).toBe(429);
    expect(flooded.body.message).toBe('Too many requests. Please try again in a moment.');
    expect(Number(flooded.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps nothing when the SMS cannot be sent', async () => {
    const providerDown = await startTestApp({
      db: t.db,
      sms: () => ({
        send: async () => {
          throw new SmsDeliveryError('provider down');
        },
      }),
    });
    try {
      const answer = await callEndpoint(providerDown.app, authApi.checkPhone, { phone: PHONE });
      expect(answer.status).toBe(502);
      expect(await t.db.query('SELECT * FROM phone_codes')).toEqual([]);
    } finally {
      await providerDown.close();
    }
  });
});

describe('verify-phone', () => {
  it('stores codes only as keyed hashes', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const code = await lastCode(PHONE);
    const rows = await t.db.query<Record<string, unknown>>('SELECT * FROM phone_codes');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('rejects a wrong code with "Code invalide" and accepts the right one once', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const code = await lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await call(authApi.verifyPhone, { phone: PHONE, code: wrong });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Code invalide' } });
    expect((await call(authApi.verifyPhone, { phone: PHONE, code })).status).toBe(200);
    expect((await call(authApi.verifyPhone, { phone: PHONE, code })).status).toBe(400);
  });

  it('answers in the language of the Accept-Language header or, first, of the locale cookie', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const code = await lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const inEnglish = await call(
      authApi.verifyPhone,
      { phone: PHONE, code: wrong },
      { 'accept-language': 'en' },
    );
    expect(inEnglish).toMatchObject({ status: 400, body: { message: 'Invalid code' } });
    const inGerman = await call(
      authApi.verifyPhone,
      { phone: PHONE, code: wrong },
      { cookie: 'locale=de', 'accept-language': 'en-GB,en;q=0.9' },
    );
    expect(inGerman).toMatchObject({ status: 400, body: { message: 'Ungültiger Code' } });
  });

  it('kills the code after five wrong tries, even when they arrive together', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const code = await lastCode(PHONE);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => call(authApi.verifyPhone, { phone: PHONE, code: wrong })),
    );
    expect(attempts.every(({ status }) => status === 400)).toBe(true);
    expect((await call(authApi.verifyPhone, { phone: PHONE, code })).status).toBe(400);
  });

  it('expires codes after ten minutes', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const code = await lastCode(PHONE);
    t.clock.advance(OTP_RULES.validityMs + 1_000);
    expect((await call(authApi.verifyPhone, { phone: PHONE, code })).status).toBe(400);
  });

  it('does not accept the code of another number', async () => {
    await call(authApi.checkPhone, { phone: PHONE });
    const code = await lastCode(PHONE);
    expect((await call(authApi.verifyPhone, { phone: OTHER_PHONE, code })).status).toBe(400);
  });

  it('rejects malformed codes at validation', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '12 456']) {
      expect((await postRaw(authApi.verifyPhone.path, { phone: PHONE, code })).status).toBe(400);
    }
  });
});

describe('check-account and register', () => {
  it('never yields a token for a bare phone number', async () => {
    await registeredSession();
    const bare = await call(authApi.checkAccount, { phone: PHONE });
    expect(bare.status).toBe(403);
    expect(bare.body).not.toHaveProperty('token');
  });

  it('refuses a proof obtained for another number', async () => {
    await registeredSession();
    const cookie = await verifiedProof(OTHER_PHONE);
    expect((await call(authApi.checkAccount, { phone: PHONE }, { cookie })).status).toBe(403);
  });

  it('answers hasAccount false for a new number, then register signs the couple in', async () => {
    const cookie = await verifiedProof();
    const check = await call(authApi.checkAccount, { phone: PHONE }, { cookie });
    expect(check).toMatchObject({ status: 200, body: { hasAccount: false, user: null, token: null } });
    const body = bodyOf(await call(authApi.register, registration(), { cookie }));
    expect(body.user).toMatchObject({
      phone: PHONE,
      firstname: 'Camille',
      lastname: 'Martin',
      has_finished_onboarding: true,
    });
    expect(body.token).toEqual(expect.any(String));
    expect(body.refresh_token).toEqual(expect.any(String));
  });

  it('signs a returning couple in, once per verification', async () => {
    await registeredSession();
    t.clock.advance(OTP_RULES.cooldownMs);
    const cookie = await verifiedProof();
    const first = await call(authApi.checkAccount, { phone: PHONE }, { cookie });
    expect(first).toMatchObject({ status: 200, body: { hasAccount: true, user: { phone: PHONE } } });
    expect((await call(authApi.checkAccount, { phone: PHONE }, { cookie })).status).toBe(403);
  });

  it('lets a proof expire after ten minutes', async () => {
    const cookie = await verifiedProof();
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await call(authApi.checkAccount, { phone: PHONE }, { cookie })).status).toBe(403);
    expect((await call(authApi.register, registration(), { cookie })).status).toBe(403);
  });

  it('validates the registration like the client does and writes nothing on refusal', async () => {
    const cookie = await verifiedProof();
    const bad = await postRaw(
      authApi.register.path,
      { ...registration(), firstname: ' Al ', email: 'camille@example.fr5' },
      { cookie },
    );
    expect(bad.status).toBe(400);
    expect(await t.db.query('SELECT id FROM users')).toEqual([]);
    expect((await call(authApi.register, registration(), { cookie })).status).toBe(200);
  });

  it('refuses a second account for the same phone with 409', async () => {
    await registeredSession();
    t.clock.advance(OTP_RULES.cooldownMs);
    const cookie = await verifiedProof();
    expect((await call(authApi.register, registration(), { cookie })).status).toBe(409);
    expect(await t.db.query('SELECT id FROM users')).toHaveLength(1);
  });
});

describe('tokens', () => {
  const me = (token?: string) =>
    callEndpoint(
      t.app,
      sessionApi.me,
      {},
      token ? { as: { headers: { authorization: `Bearer ${token}` } } } : {},
    );

  it('answers /api/me for a valid bearer token only', async () => {
    const session = await registeredSession();
    expect(await me(session.token)).toMatchObject({ status: 200, body: { user: { phone: PHONE } } });
    expect((await me()).status).toBe(401);
    expect((await me(`${session.token}x`)).status).toBe(401);
    expect((await me('not.a.token')).status).toBe(401);
  });

  it('lets access tokens expire after five minutes', async () => {
    const session = await registeredSession();
    t.clock.advance(5 * 60_000 - 1_000);
    expect((await me(session.token)).status).toBe(200);
    t.clock.advance(2_000);
    expect((await me(session.token)).status).toBe(401);
  });

  it('states the session’s end in every access token, the same after a refresh, and never outlives it', async () => {
    const signedUpAt = t.clock.now().getTime() / 1000;
    const sessionEnd = signedUpAt + SESSION_RULES.sessionMs / 1000;
    const signedUp = await registeredSession();
    expect(decodeJwt(signedUp.token)).toMatchObject({
      iat: signedUpAt,
      exp: signedUpAt + 5 * 60,
      [SESSION_END_CLAIM]: sessionEnd,
    });
    // A minute before the session's end, a refresh gives a token that ends with the session.
    t.clock.advance(SESSION_RULES.sessionMs - 60_000);
    const refreshed = bodyOf(await call(sessionApi.refreshToken, { refresh_token: signedUp.refresh_token }));
    expect(decodeJwt(refreshed.token)).toMatchObject({ exp: sessionEnd, [SESSION_END_CLAIM]: sessionEnd });
  });

  it('rotates the refresh token on every use', async () => {
    const session = await registeredSession();
    const rotated = bodyOf(await call(sessionApi.refreshToken, { refresh_token: session.refresh_token }));
    expect(rotated.refresh_token).not.toBe(session.refresh_token);
    expect((await me(rotated.token)).status).toBe(200);
    const again = await call(sessionApi.refreshToken, { refresh_token: rotated.refresh_token });
    expect(again.status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const session = await registeredSession();
    const rotated = bodyOf(await call(sessionApi.refreshToken, { refresh_token: session.refresh_token }));
    t.clock.advance(SESSION_RULES.refreshGraceMs);
    const replay = await call(sessionApi.refreshToken, { refresh_token: session.refresh_token });
    expect(replay.status).toBe(401);
    expect((await call(sessionApi.refreshToken, { refresh_token: rotated.refresh_token })).status).toBe(401);
    expect((await me(rotated.token)).status).toBe(401);
  });

  it('keeps the session when two tabs refresh the same token at once: both get the same successor', async () => {
    const session = await registeredSession();
    const results = await Promise.all([
      call(sessionApi.refreshToken, { refresh_token: session.refresh_token }),
      call(sessionApi.refreshToken, { refresh_token: session.refresh_token }),
    ]);
    expect(results.map(({ status }) => status)).toEqual([200, 200]);
    const [first, second] = results.map(bodyOf);
    expect(first?.refresh_token).toBe(second?.refresh_token);
    for (const tab of [first, second]) expect((await me(tab?.token ?? '')).status).toBe(200);
    const next = await call(sessionApi.refreshToken, { refresh_token: first?.refresh_token ?? '' });
    expect(next.status).toBe(200);
  });

  it('gives no grace to a spent token once its successor has been used', async () => {
    const session = await registeredSession();
    const rotated = bodyOf(await call(sessionApi.refreshToken, { refresh_token: session.refresh_token }));
    expect((await call(sessionApi.refreshToken, { refresh_token: rotated.refresh_token })).status).toBe(200);
    expect((await call(sessionApi.refreshToken, { refresh_token: session.refresh_token })).status).toBe(401);
    expect((await me(rotated.token)).status).toBe(401);
  });

  it('ends every session seven days after sign-in, however often it was refreshed', async () => {
    const session = await registeredSession();
    let refreshToken = session.refresh_token;
    for (let day = 0; day < 6; day++) {
      t.clock.advance(24 * 60 * 60_000);
      refreshToken = bodyOf(
        await call(sessionApi.refreshToken, { refresh_token: refreshToken }),
      ).refresh_token;
    }
    t.clock.advance(24 * 60 * 60_000);
    expect((await call(sessionApi.refreshToken, { refresh_token: refreshToken })).status).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const session = await registeredSession();
    const out = await callEndpoint(
      t.app,
      sessionApi.logout,
      {},
      {
        as: { headers: { authorization: `Bearer ${session.token}` } },
      },
    );
    expect(out.status).toBe(200);
    expect((await me(session.token)).status).toBe(401);
    expect((await call(sessionApi.refreshToken, { refresh_token: session.refresh_token })).status).toBe(401);
  });

  it('refuses unknown refresh tokens', async () => {
    expect((await call(sessionApi.refreshToken, { refresh_token: 'forged' })).status).toBe(401);
  });
});

describe('bad input', () => {
  it('answers 4xx with a message, never 5xx', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: authApi.checkPhone.path,
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: authApi.checkPhone.path,
        payload: '',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: authApi.verifyPhone.path,
        payload: JSON.stringify({ phone: 33612345678, code: 123456 }),
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: authApi.register.path,
        payload: JSON.stringify([]),
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST' as const,
        url: sessionApi.refreshToken.path,
        payload: 'refresh_token=x',
        headers: { 'content-type': 'text/plain' },
      },
    ];
    for (const request of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(response.json().message, request.url).toEqual(expect.any(String));
    }
  });
});
