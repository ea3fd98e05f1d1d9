import type { Page } from '@playwright/test';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { confirmedProvider, expect, loginProvider, signInProviderBrowser, test } from './support/provider';

/**
 * Buying credits (issue 22) in the sandbox checkout, the default gateway: a new provider buys a pack with
 * « Payer », comes back to the success page, and sees its balance and the ledger's row with its receipt; a
 * failed and an abandoned payment grant nothing. A provider of its own per test: the run's other files read
 * the demo provider's balance.
 */
test.beforeEach(async ({ request, context, backOffice }) => {
  const tokens = await loginProvider(request, await confirmedProvider(request));
  await signInProviderBrowser(context, backOffice, tokens);
});

const balance = (page: Page) => page.locator('.pp-credits__balance');

/** Opens the credits page and presses the 10-credit pack's button: the browser goes to the checkout. */
async function buyTenCredits(page: Page, backOffice: string) {
  await page.goto(`${backOffice}/credits`);
  await page.getByRole('button', { name: 'Acheter 10 crédits pour 49,00 €' }).click();
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement (bac à sable)');
}

test('a provider buys a pack in the sandbox checkout and sees its balance, its ledger and its receipt', async ({
  page,
  backOffice,
}) => {
  // Five pages checked by axe at two widths each: more than a test's usual 30 s on a busy machine.
  test.slow();
  await page.goto(`${backOffice}/credits`);
  await expect(balance(page)).toHaveText('Solde 0 crédits disponibles');
  await expect(
    page.getByText('Aucun mouvement pour l’instant : achetez un pack pour commencer.'),
  ).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/credits');
  await expectNoOverflowOnPhone(page, '/credits');

  await buyTenCredits(page, backOffice);
  await expectAxeCleanAtBothWidths(page, 'the sandbox checkout');
  await page.getByRole('button', { name: 'Payer', exact: true }).click();

  await expect(page).toHaveURL(/\/callback\/payment\/success\/credits\?session=sbx_/);
  await expect(page.getByText('Paiement reçu : 10 crédits ont été ajoutés à votre solde.')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, 'the success page');
  await page.getByRole('link', { name: 'Voir mes crédits' }).click();

  await expect(balance(page)).toHaveText('Solde 10 crédits disponibles');
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(1)).toHaveText('Achat');
  await expect(row.locator('td').nth(2)).toHaveText('+10');
  await expect(row.locator('td').nth(3)).toHaveText('10');
  await expectAxeCleanAtBothWidths(page, '/credits with a purchase');
  await expectNoOverflowOnPhone(page, '/credits with a purchase');

  await row.getByRole('link', { name: /^Reçu FR-\d{6}$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Reçu FR-\d{6}$/ })).toBeVisible();
  await expect(page.locator('.pp-credits__receipt-total')).toHaveText(/Total TVA comprise\s*49,00\s€/);
  await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, 'a receipt');
});

test('a failed and an abandoned payment grant nothing', async ({ page, backOffice }) => {
  await buyTenCredits(page, backOffice);
  await page.getByRole('button', { name: 'Faire échouer le paiement' }).click();
  await expect(
    page.getByText('Le paiement a échoué : aucun crédit n’a été ajouté et rien n’a été débité.'),
  ).toBeVisible();

  await buyTenCredits(page, backOffice);
  await page.getByRole('button', { name: 'Abandonner' }).click();
  await expect(page).toHaveURL(`${backOffice}/credits`);
  await expect(balance(page)).toHaveText('Solde 0 crédits disponibles');
  await expect(page.locator('tbody tr')).toHaveCount(0);
});

test('the keyboard alone buys a pack', async ({ page, backOffice }) => {
  await page.goto(`${backOffice}/credits`);
  const buy = page.getByRole('button', { name: 'Acheter 10 crédits pour 49,00 €' });
  await buy.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox-checkout\/sbx_/);
  await page.getByRole('button', { name: 'Payer', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Paiement reçu : 10 crédits ont été ajoutés à votre solde.')).toBeVisible();
});
