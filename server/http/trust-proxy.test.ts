import { afterEach, describe, expect, it } from 'vitest';
import { OTP_RULES } from '../auth/phone-codes';
import * as authApi from '@shared/api/contract/auth';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';

/*
 * Behind one proxy (TRUST_PROXY=1), the client's address is the one the proxy appended to X-Forwarded-For:
 * whatever a client writes to the left of it is its own invention and must not move it under another limit.
 */
describe('the client address behind a trusted proxy', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const checkPhone = (phone: string, forwardedFor: string, remoteAddress = '10.0.0.2') =>
    callEndpoint(
      t.app,
      authApi.checkPhone,
      { phone },
      { headers: { 'x-forwarded-for': forwardedFor }, remoteAddress },
    );

  it('is the address the proxy saw, not one the client forged', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
    expect((await checkPhone('+33612345678', '1.2.3.4, 203.0.113.7')).status).toBe(200);
    expect(await t.db.query('SELECT ip FROM phone_codes')).toEqual([{ ip: '203.0.113.7' }]);
  });

  it('keeps a client under its per-address cap however it forges the header', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.0.0.2' } });
    const statuses: number[] = [];
    for (let n = 0; n <= OTP_RULES.maxSendsPerIpPerWindow; n++) {
      const phone = `+336123450${String(n).padStart(2, '0')}`;
      statuses.push((await checkPhone(phone, `198.51.100.${n}, 203.0.113.7`)).status);
      t.clock.advance(3_000);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('is the socket’s address when the request does not come from a trusted proxy', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.0.0.2' } });
    await checkPhone('+33612345678', '203.0.113.7', '192.0.2.9');
    expect(await t.db.query('SELECT ip FROM phone_codes')).toEqual([{ ip: '192.0.2.9' }]);
  });
});
