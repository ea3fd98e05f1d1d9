import { afterEach, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';

/*
 * Behind the TLS proxy this process only sees http; the phone proof must still be a Secure cookie, or a
 * network attacker could read it from a plain-http request to the same host.
 */
describe('the phone-proof cookie', () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function proofCookie() {
    const phone = '+33612345678';
    await callEndpoint(t.app, authApi.checkPhone, { phone });
    const [sent] = await t.db.query<{ text: string }>('SELECT text FROM sms_outbox');
    const code = sent?.text.match(/#(\d{6})$/)?.[1] ?? '';
    const verified = await callEndpoint(t.app, authApi.verifyPhone, { phone, code });
    return verified.cookies.find((cookie) => cookie.name === 'pp_phone_proof');
  }

  it('is Secure when the public scheme is https, though the request reached us over http', async () => {
    t = await startTestApp({ env: { PUBLIC_SCHEME: 'https' } });
    expect(await proofCookie()).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' });
  });

  it('is not Secure on a plain-http development site, where the browser would drop it', async () => {
    t = await startTestApp({ env: { PUBLIC_SCHEME: 'http' } });
    const cookie = await proofCookie();
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.secure).toBeFalsy();
  });
});
