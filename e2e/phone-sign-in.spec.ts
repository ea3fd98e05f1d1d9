import { expect, test, type APIRequestContext } from '@playwright/test';
import * as authApi from '@shared/api/contract/auth';
import * as devApi from '@shared/api/contract/dev';
import * as sessionApi from '@shared/api/contract/session';
import { bodyOf, callEndpoint } from './support/call-endpoint';

/** A number no other test uses: the server is shared by the whole run. */
function uniquePhone(): string {
  return `+3361${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const { messages } = bodyOf(await callEndpoint(request, devApi.smsOutbox, { phone }));
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a six-digit code in the newest SMS').toBeDefined();
  return code as string;
}

test('a new couple signs in with a phone number over real HTTP', async ({ request }) => {
  const phone = uniquePhone();
  expect((await callEndpoint(request, authApi.checkPhone, { phone })).status).toBe(200);
  const code = await codeFromOutbox(request, phone);

  const bare = await callEndpoint(request, authApi.checkAccount, { phone });
  expect(bare.status, 'a phone number alone yields nothing').toBe(403);

  expect((await callEndpoint(request, authApi.verifyPhone, { phone, code })).status).toBe(200);
  const check = await callEndpoint(request, authApi.checkAccount, { phone });
  expect(check.body).toMatchObject({ hasAccount: false });

  const registered = await callEndpoint(request, authApi.register, {
    email: 'lea.dubois@example.fr',
    lastname: 'Dubois',
    firstname: 'Léa',
    phone,
    city: 'Nantes',
    zipCode: '44000',
    country: 'FR',
    latitude: 47.22,
    longitude: -1.55,
    locale: 'fr-FR',
  });
  const { token, refresh_token } = bodyOf(registered);

  const me = await callEndpoint(request, sessionApi.me, {}, { token });
  expect(me.body).toMatchObject({ user: { phone, firstname: 'Léa', has_finished_onboarding: true } });

  const refresh = (spent: string) => callEndpoint(request, sessionApi.refreshToken, { refresh_token: spent });
  const successor = bodyOf(await refresh(refresh_token)).refresh_token;
  expect((await refresh(successor)).status).toBe(200);
  expect(
    (await refresh(refresh_token)).status,
    'a spent token whose successor was used: no grace for another tab',
  ).toBe(401);
});

test('the development outbox page shows the code that was sent', async ({ page, request }) => {
  const phone = uniquePhone();
  expect((await callEndpoint(request, authApi.checkPhone, { phone })).status).toBe(200);
  const code = await codeFromOutbox(request, phone);
  await page.goto(`/dev/sms-outbox-page?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS outbox' })).toBeVisible();
  await expect(page.locator('pp-sms-outbox')).toContainText(code);
});
