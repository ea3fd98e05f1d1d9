import { expect, test } from '@playwright/test';
import { DEMO_COUPLE_PHONE } from '@server/seed/demo-phones';
import { expectNoAccessibilityViolations } from './support/accessibility';

/** A French mobile number no other test sends to. */
function freshPhone(): string {
  return `+3361${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

test('the demo pages list their pages', async ({ page }) => {
  await page.goto('/demo-pages/');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo pages' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'SMS outbox', exact: true })).toHaveAttribute(
    'href',
    'sms-outbox.html',
  );
  await expect(page.getByRole('link', { name: 'SMS outbox page' })).toHaveAttribute(
    'href',
    '/dev/sms-outbox-page',
  );
});

test('the SMS outbox demo page shows a code the server just sent', async ({ page, request }) => {
  const phone = freshPhone();
  const sent = await request.post('/api/check-phone', { data: { phone } });
  expect(sent.ok()).toBe(true);

  await page.goto('/demo-pages/sms-outbox.html');
  await expect(page.getByRole('heading', { name: `SMS sent to ${DEMO_COUPLE_PHONE}` })).toBeVisible();

  // An element inserted after the page loaded is defined too, as a script-built page would insert it.
  await page.evaluate((number) => {
    const outbox = document.createElement('pp-sms-outbox');
    outbox.id = 'inserted';
    outbox.dataset.phone = number;
    outbox.dataset.loadOn = 'load';
    document.querySelector('main')?.append(outbox);
  }, phone);
  const outbox = page.locator('#inserted');
  await expect(outbox.getByRole('row')).toHaveCount(2);
  await expect(outbox.getByRole('cell', { name: phone, exact: true })).toBeVisible();
  // The SMS may carry its code twice (in the text and in the WebOTP line): every highlight is that code.
  await expect(outbox.locator('mark').first()).toHaveText(/^\d{6}$/);
  const code = await outbox.locator('mark').first().textContent();
  for (const mark of await outbox.locator('mark').all()) await expect(mark).toHaveText(code ?? '');

  await expectNoAccessibilityViolations(page, 'the inserted widget', '#inserted');
});
