import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { OTP_RULES } from '../auth/otp-rules';
import * as authApi from '@shared/api/contract/auth';
import { callEndpoint } from '../test-support/call-endpoint';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';

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

/*
 * Every per-client route limit counts by the client key (server/http/client-key.ts), as the SMS code cap does:
 * an IPv6 client rotating addresses inside its prefix stays one client.
 */
describe('the per-client route limits', () => {
  // The limits write nothing: one database for the block.
  let db: Database;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  afterEach(() => t.close());

  const verifyPhone = (forwardedFor: string) =>
    callEndpoint(
      t.app,
      authApi.verifyPhone,
      { phone: '+33612345678', code: '000000' },
      { headers: { 'x-forwarded-for': forwardedFor } },
    );

  /** The route's limit (its `x-ratelimit-limit`) and one more request, taking turns from `addresses`. */
  async function exhaustFrom(addresses: string[]): Promise<number[]> {
    const first = await verifyPhone(addresses[0] ?? '');
    const limit = Number(first.headers['x-ratelimit-limit']);
    const statuses = [first.status];
    for (let n = 1; n <= limit; n++) {
      statuses.push((await verifyPhone(addresses[n % addresses.length] ?? '')).status);
    }
    return statuses;
  }

  it('count two addresses of one IPv6 /64 as one client', async () => {
    t = await startTestApp({ db, env: { TRUST_PROXY: '1' } });
    const statuses = await exhaustFrom(['2001:db8:9:1::1', '2001:db8:9:1:ffff::2']);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await verifyPhone('2001:db8:9:2::1')).status).toBe(400);
  });

  it('count by the configured prefix, as the SMS code cap does', async () => {
    t = await startTestApp({ db, env: { TRUST_PROXY: '1', CLIENT_IPV6_PREFIX: '56' } });
    const statuses = await exhaustFrom(['2001:db8:9:100::1', '2001:db8:9:1ff::1']);
    expect(statuses.at(-1)).toBe(429);
    expect((await verifyPhone('2001:db8:9:200::1')).status).toBe(400);
  });
});
