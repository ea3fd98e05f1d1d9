import { afterEach, describe, expect, it } from 'vitest';
import * as authApi from '@shared/api/contract/auth';
import { startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /demo/echo', () => {
  it('lists the fields a form sent, in order, repeated names included, escaped', async () => {
    t = await startTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/demo/echo',
      headers: FORM,
      payload: 'date=2027-06-12&phone=%2B33612345678&tag=a&tag=b&note=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const cells = [...response.body.matchAll(/<td><code>([^<]*)<\/code><\/td>/g)].map((match) => match[1]);
    expect(cells).toEqual([
      'date',
      '2027-06-12',
      'phone',
      '+33612345678',
      'tag',
      'a',
      'tag',
      'b',
      'note',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    ]);
    expect(response.body).not.toContain('<script>alert');
  });

  it('says when the form sent nothing', async () => {
    t = await startTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/demo/echo', headers: FORM, payload: '' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The form sent no field.');
  });

  it('leaves the API on JSON: other routes still refuse urlencoded bodies', async () => {
    t = await startTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: authApi.checkPhone.path,
      headers: FORM,
      payload: 'phone=%2B33612345678',
    });
    expect(response.statusCode).toBe(415);
  });

  it('does not exist in production', async () => {
    t = await startTestApp({ env: { NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(32) } });
    const response = await t.app.inject({ method: 'POST', url: '/demo/echo', headers: FORM, payload: 'a=b' });
    expect(response.statusCode).toBe(404);
  });
});
