import { afterEach, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import { callEndpoint } from '../test-support/call-endpoint';
import { hopCountWarning } from './proxy-trust';
import { startTestApp, type TestApp } from '../test-support/test-app';

/*
 * Why the README prefers the proxies' addresses to a hop count ("Behind a reverse proxy"): a hop count trusts
 * whoever connects, so a client that reaches the application port without going through the proxy chooses
 * its own address. If this changes, the deployment note changes with it.
 */
describe('TRUST_PROXY and a client that reaches the port directly', () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** A request straight from a client at 192.0.2.9, which writes its own X-Forwarded-For. */
  const directRequest = () =>
    callEndpoint(
      t.app,
      authApi.checkPhone,
      { phone: '+33612345678' },
      { headers: { 'x-forwarded-for': '198.51.100.7' }, remoteAddress: '192.0.2.9' },
    );

  it('with a hop count, is counted under the address it wrote', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
    await directRequest();
    expect(await t.db.query('SELECT ip FROM phone_codes')).toEqual([{ ip: '198.51.100.7' }]);
  });

  it('with the proxy’s address, is counted under its own', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.0.0.2' } });
    await directRequest();
    expect(await t.db.query('SELECT ip FROM phone_codes')).toEqual([{ ip: '192.0.2.9' }]);
  });
});

describe('the start-up warning of a hop count', () => {
  it('is given in production, where a direct client could choose its address', () => {
    expect(hopCountWarning(1, 'production')).toMatch(/TRUST_PROXY=1 .*reachable through the proxy alone/);
  });

  it('is not given for the proxies’ addresses, nor outside production', () => {
    expect(hopCountWarning(['10.0.0.5'], 'production')).toBeNull();
    expect(hopCountWarning(false, 'production')).toBeNull();
    expect(hopCountWarning(1, 'development')).toBeNull();
  });
});
