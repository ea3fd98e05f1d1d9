import { expect, test, type APIRequestContext } from '@playwright/test';

/** A number no other test uses: the server is shared by the whole run. */
function uniquePhone(): string {
  return `+3361${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

async function codeFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  const outbox = await request.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: { text: string }[] };
  const code = messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, 'a six-digit code in the newest SMS').toBeDefined();
  return code as string;
}

test('a new couple signs in with a phone number over real HTTP', async ({ request }) => {
  const phone = uniquePhone();
  expect((await request.post('/api/check-phone', { data: { phone } })).status()).toBe(200);
  const code = await codeFromOutbox(request, phone);

  const bare = await request.post('/api/check-account', { data: { phone } });
  expect(bare.status(), 'a phone number alone yields nothing').toBe(403);

  expect((await request.post('/api/verify-phone', { data: { phone, code } })).status()).toBe(200);
  const check = await request.post('/api/check-account', { data: { phone } });
  expect(await check.json()).toMatchObject({ hasAccount: false });

  const registered = await request.post('/api/register', {
    data: {
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
    },
  });
  expect(registered.status()).toBe(200);
  const { token, refresh_token } = (await registered.json()) as { token: string; refresh_token: string };

  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ user: { phone, firstname: 'Léa', has_finished_onboarding: true } });

  const refreshed = await request.post('/api/token/refresh', { data: { refresh_token } });
  expect(refreshed.status()).toBe(200);
  const successor = ((await refreshed.json()) as { refresh_token: string }).refresh_token;
  expect((await request.post('/api/token/refresh', { data: { refresh_token: successor } })).status()).toBe(
    200,
  );
  expect(
    (await request.post('/api/token/refresh', { data: { refresh_token } })).status(),
    'a spent token whose successor was used: no grace for another tab',
  ).toBe(401);
});

test('the development outbox page shows the code that was sent', async ({ page, request }) => {
  const phone = uniquePhone();
  expect((await request.post('/api/check-phone', { data: { phone } })).status()).toBe(200);
  const code = await codeFromOutbox(request, phone);
  await page.goto(`/dev/sms-outbox-page?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS outbox' })).toBeVisible();
  await expect(page.locator('pp-sms-outbox')).toContainText(code);
});
