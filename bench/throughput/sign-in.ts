import { exampleRegistration } from '@shared/api/contract/examples';

/** A French mobile number no other part of the bench uses. */
const PHONE = '+33611223344';

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

async function codeFromOutbox(baseUrl: string): Promise<string> {
  const response = await call(baseUrl, `/dev/sms-outbox?phone=${encodeURIComponent(PHONE)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('sign-in: no code in the SMS outbox');
  return code;
}

/**
 * Signs a new user in the way a browser does (check-phone, the code from the outbox, verify-phone, register
 * with the phone-proof cookie) and returns the bearer token.
 */
export async function signInNewUser(baseUrl: string): Promise<string> {
  await postJson(baseUrl, '/api/check-phone', { phone: PHONE });
  const verified = await postJson(baseUrl, '/api/verify-phone', {
    phone: PHONE,
    code: await codeFromOutbox(baseUrl),
  });
  const proof = verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('pp_phone_proof='));
  if (!proof) throw new Error('sign-in: verify-phone set no pp_phone_proof cookie');
  const registered = await postJson(baseUrl, '/api/register', exampleRegistration(PHONE), { cookie: proof });
  const { token } = (await registered.json()) as { token: string };
  return token;
}
