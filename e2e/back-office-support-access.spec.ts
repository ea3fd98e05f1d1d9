import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as marketingApi from '@shared/api/contract/back-office/marketing';
import { DEMO_ADMIN_EMAIL } from '@server/back-office/support-access/demo-admin';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import {
  confirmedProvider,
  DEMO_PROVIDER,
  expect,
  loginProvider,
  signInProviderBrowser,
  test,
} from './support/provider';

/**
 * Support access (issue 22, docs/product/back-office.md#support-access): the demo's support account signs in
 * on the back-office's page, acts as a new provider under the banner every page shows, is refused the
 * password's change, stops; the provider then reads all of it in the support log of their account.
 */
test('support acts as a provider under a banner, is refused the password, stops; the provider reads it in the log', async ({
  page,
  request,
  backOffice,
  browser,
}) => {
  test.setTimeout(90_000);
  const provider = await confirmedProvider(request);
  const tokens = await loginProvider(request, provider);
  const { company } = bodyOf(await callEndpoint(request, providerAccountApi.me, {}, { token: tokens.token }));

  await page.goto(`${backOffice}/login?next=%2Fsupport-access`);
  const login = page.locator('[data-island="back-office-login"]');
  // The demo's support account has the demo providers' development password.
  await login.getByLabel('Adresse e-mail').fill(DEMO_ADMIN_EMAIL);
  await login.getByLabel('Mot de passe').fill(DEMO_PROVIDER.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${backOffice}/support-access`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accès du support' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/support-access');
  await expectNoOverflowOnPhone(page, '/support-access');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Identifiant du profil').fill(company.slug);
  await page.getByRole('button', { name: 'Agir pour ce prestataire' }).click();
  await expect(page).toHaveURL(`${backOffice}/`);
  const banner = page.getByRole('region', { name: 'Accès du support en cours' });
  await expect(banner).toContainText(`Sam Support agit pour ${company.name} jusqu’à`);
  await expect(page.locator('[data-island="back-office-session"]').getByText(company.name)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/');
  await expectNoOverflowOnPhone(page, '/');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${backOffice}/account`);
  await expect(banner).toBeVisible();
  const password = page.getByRole('region', { name: 'Mot de passe', exact: true });
  await password.getByLabel('Mot de passe actuel').fill(provider.password);
  await password.getByLabel('Nouveau mot de passe').fill('le-mot-de-passe-du-support');
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(
    password.getByText(
      'Pendant un accès du support, cette action est réservée au titulaire du compte : elle est refusée.',
    ),
  ).toBeVisible();

  await banner.getByRole('button', { name: 'Arrêter l’accès' }).click();
  await expect(page).toHaveURL(`${backOffice}/support-access`);
  await expect(banner).toHaveCount(0);
  // The provider's password is the one they chose: the refused change changed nothing.
  await loginProvider(request, provider);

  const providerContext = await browser.newContext({ locale: 'fr-FR' });
  try {
    await signInProviderBrowser(providerContext, backOffice, tokens);
    const providerPage = await providerContext.newPage();
    await providerPage.goto(`${backOffice}/account`);
    await providerPage.getByRole('link', { name: 'Voir le journal' }).click();
    await expect(providerPage).toHaveURL(`${backOffice}/account/support-access`);
    const log = providerPage.getByRole('list', { name: 'Accès du support' });
    await expect(log.getByRole('listitem')).toHaveCount(3);
    await expect(log.getByRole('listitem').nth(0)).toContainText(
      'Sam Support (support) a quitté votre compte.',
    );
    await expect(log.getByRole('listitem').nth(1)).toContainText(
      'action réservée au titulaire du compte, refusée : POST /api/account/change-password.',
    );
    await expect(log.getByRole('listitem').nth(2)).toContainText(
      'Sam Support (support) a consulté votre compte',
    );
    await expect(providerPage.getByRole('region', { name: 'Accès du support en cours' })).toHaveCount(0);
  } finally {
    await providerContext.close();
  }
});

/**
 * The dashboard's promotions (docs/product/back-office.md#marketing), for the British demo provider signed in
 * through the page (no other test uses it): the popup in the account's language is a modal dialog, axe-clean;
 * Escape closes it and it does not come back, while the alert stays until dismissed.
 */
test('the dashboard’s popup opens once, closes with Escape and stays closed; the alert waits for its button', async ({
  page,
  backOffice,
}) => {
  await page.goto(`${backOffice}/login`);
  const login = page.locator('[data-island="back-office-login"]');
  await login.getByLabel('Adresse e-mail').fill('planner.demo.gb@example.com');
  await login.getByLabel('Mot de passe').fill(DEMO_PROVIDER.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${backOffice}/`);

  const popup = page.getByRole('dialog', { name: 'Welcome to your back-office' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'See the log' })).toHaveAttribute(
    'href',
    '/account/support-access',
  );
  await expectAxeCleanAtBothWidths(page, '/');
  // Each reload below waits for the dismissal it follows to be kept: a reload would abort a call still on its way.
  const popupDismissed = page.waitForResponse(`**${marketingApi.dismissPromotionalPopup.path}`);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  expect((await popupDismissed).ok()).toBe(true);

  const alert = page.getByRole('region', { name: 'Annonce Complete your profile' });
  await expect(alert).toBeVisible();
  await page.reload();
  await expect(alert).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const alertDismissed = page.waitForResponse(`**${marketingApi.dismissPromotionalAlert.path}`);
  await alert.getByRole('button', { name: 'Masquer cette annonce' }).click();
  await expect(alert).toHaveCount(0);
  expect((await alertDismissed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText('Complete your profile')).toHaveCount(0);
});
