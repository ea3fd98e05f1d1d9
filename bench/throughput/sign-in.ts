import * as authApi from '@shared/api/contract/auth';
import * as devApi from '@shared/api/contract/dev';
import { exampleRegistration } from '@shared/api/contract/examples';
import { DEV_OUTBOX_SECRET_HEADER } from '@server/dev/dev-routes';
import type { ResponseOf } from '@shared/api/endpoint';

/** A French mobile number no other part of the bench uses, nor any seeded account (the demo provider's is …44). */
const PHONE = '+33611223399';

async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(baseUrl + path, init);
  if (!response.ok) throw new Error(`sign-in: ${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const postJson = (baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(baseUrl, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function codeFromOutbox(baseUrl: string, outboxSecret: string): Promise<string> {
  const response = await call(baseUrl, `${devApi.smsOutbox.path}?phone=${encodeURIComponent(PHONE)}`, {
    headers: { [DEV_OUTBOX_SECRET_HEADER]: outboxSecret },
  });
  const { messages } = (await response.json()) as ResponseOf<typeof devApi.smsOutbox>;
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('sign-in: no code in the SMS outbox');
  return code;
}

/**
 * Signs a new user in the way a browser does (check-phone, the code from the outbox, verify-phone, register
 * with the phone-proof cookie) and returns the bearer token. The outbox answers a production app only with
 * its secret.
 */
export async function signInNewUser(baseUrl: string, outboxSecret: string): Promise<string> {
  await postJson(baseUrl, authApi.checkPhone.path, { phone: PHONE });
  const verified = await postJson(baseUrl, authApi.verifyPhone.path, {
    phone: PHONE,
    code: await codeFromOutbox(baseUrl, outboxSecret),
  });
  const proof = verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('pp_phone_proof='));
  if (!proof) throw new Error('sign-in: verify-phone set no pp_phone_proof cookie');
  const registered = await postJson(baseUrl, authApi.register.path, exampleRegistration(PHONE), {
    cookie: proof,
  });
  const { token } = (await registered.json()) as ResponseOf<typeof authApi.register>;
  return token;
}
