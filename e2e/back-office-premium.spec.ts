import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { confirmedProvider, expect, loginProvider, signInProviderBrowser, test } from './support/provider';

/**
 * Premium (issue 22) in the sandbox, the default gateway: a new provider subscribes with « S’abonner », comes
 * back to the success page, its page says premium; it cancels at the period's end through the sandbox's
 * management page (still premium until then), then cancels now. A provider of its own per test: the run's
 * other files read the demo provider.
 */
test.beforeEach(async ({ request, context, backOffice }) => {
  const tokens = await loginProvider(request, await confirmedProvider(request));
  await signInProviderBrowser(context, backOffice, tokens);
});

test('a provider subscribes in the sandbox, is premium, and cancels through the management page', async ({
  page,
  backOffice,
}) => {
  // Four pages checked by axe at two widths each: more than a test's usual 30 s on a busy machine.
  test.slow();
  await page.goto(`${backOffice}/premium`);
  await expect(page.getByText('Vous n’êtes pas Premium.')).toBeVisible();
  await expect(page.locator('.pp-premium__price')).toHaveText(/39,00\s€ par mois TVA comprise/);
  await expectAxeCleanAtBothWidths(page, '/premium');
  await expectNoOverflowOnPhone(page, '/premium');

  await page.getByRole('button', { name: 'S’abonner' }).click();
  await expect(page).toHaveURL(/\/sandbox-subscribe\/sbxsub_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abonnement (bac à sable)');
  await expectAxeCleanAtBothWidths(page, 'the sandbox’s subscription checkout');
  await page.getByRole('button', { name: 'S’abonner' }).click();

  await expect(page).toHaveURL(/\/callback\/payment\/success\/subscription\?session=sbxsub_/);
  await expect(page.getByText(/Vous êtes Premium jusqu’au/)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, 'the success page');
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();

  await expect(page.locator('.pp-premium__state')).toContainText('L’abonnement se renouvelle le');
  await page.getByRole('button', { name: 'Modifier ou résilier' }).click();
  await expect(page).toHaveURL(/\/sandbox-billing\//);
  await expectAxeCleanAtBothWidths(page, 'the sandbox’s management page');
  await page.getByRole('button', { name: 'Résilier à la fin de la période' }).click();

  await expect(page).toHaveURL(`${backOffice}/callback/payment/cancel/update`);
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
  await expect(page.locator('.pp-premium__state')).toContainText('l’abonnement prend fin à cette date');

  await page.getByRole('button', { name: 'Modifier ou résilier' }).click();
  await page.getByRole('button', { name: 'Résilier maintenant' }).click();
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
  await expect(page.getByText('Votre abonnement Premium est terminé.')).toBeVisible();
});

test('giving up the checkout subscribes nothing, and the keyboard alone reaches it', async ({
  page,
  backOffice,
}) => {
  await page.goto(`${backOffice}/premium`);
  await page.getByRole('button', { name: 'S’abonner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox-subscribe\/sbxsub_/);
  await page.getByRole('button', { name: 'Abandonner' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${backOffice}/callback/payment/cancel/subscription`);
  await expect(page.getByText('Vous n’avez pas souscrit : rien n’a été débité.')).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon abonnement' }).click();
  await expect(page.getByText('Vous n’êtes pas Premium.')).toBeVisible();
});
