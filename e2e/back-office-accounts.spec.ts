import type { Page } from '@playwright/test';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { callEndpoint } from './support/call-endpoint';
import { emailedLink } from './support/server-api';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import {
  confirmedProvider,
  DEMO_PROVIDER,
  expect,
  freshProviderEmail,
  loginProvider,
  signInProviderBrowser,
  test,
} from './support/provider';
import { dashboardProfileLink } from './support/back-office';

/**
 * The back-office's accounts (issue 20, "Done when"): sign-up, the address confirmed from the mail outbox,
 * log in and out, a password reset that ends the old sessions, changes of password and address, the demo
 * provider's development password, and the account's deletion taking the profile out of the directory.
 * Each test signs up its own provider, but the last two, which are the demo provider's; the deletion goes
 * last, as nothing after it can use that provider.
 */

/** Signs in through the back-office's page and waits for the dashboard. */
async function logInThroughPage(
  page: Page,
  backOffice: string,
  { email, password }: { email: string; password: string },
) {
  await page.goto(`${backOffice}/login`);
  const form = page.locator('[data-island="back-office-login"]');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${backOffice}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
}

test('a new provider signs up, confirms the address from the mail outbox, logs in and logs out', async ({
  page,
  request,
  backOffice,
}) => {
  const email = freshProviderEmail();
  const password = 'un-mot-de-passe-solide';
  await page.goto(`${backOffice}/register`);
  const form = page.locator('[data-island="back-office-register"]');
  await expect(form.getByText('Au moins 10 caractères.')).toBeVisible();
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByLabel('Nom de votre entreprise').fill('Les Jolis Jours');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeFocused();
  await expect(form.getByText(email)).toBeVisible();

  await page.goto(await emailedLink(request, email, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('heading', { name: `Votre adresse ${email} est confirmée.` })).toBeVisible();

  await logInThroughPage(page, backOffice, { email, password });
  const header = page.locator('[data-island="back-office-session"]');
  await expect(header.getByText('Les Jolis Jours')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Terminez votre inscription' })).toBeVisible();
  // Finishing waits for the checklist's required parts (e2e/back-office-company.spec.ts), and says which.
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
  await expect(
    page.getByText(/Votre profil n’est pas encore complet : il manque le nom et le SIRET/),
  ).toBeVisible();

  await header.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${backOffice}/login`);
  await page.goto(`${backOffice}/account`);
  await expect(page).toHaveURL(`${backOffice}/login?next=%2Faccount`);
});

test('a password reset from the mail outbox logs the old session out', async ({
  page,
  request,
  context,
  backOffice,
}) => {
  const provider = await confirmedProvider(request);
  const old = await loginProvider(request, provider);
  await page.goto(`${backOffice}/forgot-password`);
  await page.getByLabel('Adresse e-mail').fill(provider.email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();

  await page.goto(await emailedLink(request, provider.email, '/reset-password'));
  const newPassword = 'un-tout-nouveau-mot-de-passe';
  await page.getByLabel('Nouveau mot de passe').fill(newPassword);
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(
    page.getByRole('heading', { name: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau.' }),
  ).toBeVisible();

  const refused = await callEndpoint(request, accountApi.me, {}, { token: old.token });
  expect(refused.status, 'the session opened before the reset').toBe(401);
  await signInProviderBrowser(context, backOffice, old);
  await page.goto(`${backOffice}/account`);
  await expect(page).toHaveURL(`${backOffice}/login?next=%2Faccount`);
  await logInThroughPage(page, backOffice, { email: provider.email, password: newPassword });
});

test('a provider changes the password: the new one signs in, the old one no longer does', async ({
  page,
  request,
  context,
  backOffice,
}) => {
  const provider = await confirmedProvider(request);
  await signInProviderBrowser(context, backOffice, await loginProvider(request, provider));
  await page.goto(`${backOffice}/account`);
  const section = page.getByRole('region', { name: 'Mot de passe', exact: true });
  await section.getByLabel('Mot de passe actuel').fill('pas-le-bon-mot-de-passe');
  await section.getByLabel('Nouveau mot de passe').fill('un-autre-mot-de-passe');
  await section.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(section.getByLabel('Mot de passe actuel')).toBeFocused();
  await expect(section.locator('.pp-ui-field__error')).toHaveCount(1);

  await section.getByLabel('Mot de passe actuel').fill(provider.password);
  await section.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(section.getByText('Votre mot de passe a été changé.')).toBeVisible();
  const old = await callEndpoint(request, signInApi.login, provider);
  expect(old.status, 'the old password').toBe(401);
  await loginProvider(request, { email: provider.email, password: 'un-autre-mot-de-passe' });
});

test('a provider changes the email address, confirmed from the new address', async ({
  page,
  request,
  context,
  backOffice,
}) => {
  const provider = await confirmedProvider(request);
  await signInProviderBrowser(context, backOffice, await loginProvider(request, provider));
  const newEmail = freshProviderEmail();
  await page.goto(`${backOffice}/account`);
  const section = page.getByRole('region', { name: 'Adresse e-mail', exact: true });
  await section.getByLabel('Nouvelle adresse e-mail').fill(newEmail);
  await section.getByLabel('Mot de passe actuel').fill(provider.password);
  await section.getByRole('button', { name: 'Changer d’adresse' }).click();
  await expect(section.getByText(`En attente de confirmation : ${newEmail}.`)).toBeVisible();
  await expect(section.getByText(`Vous vous connectez avec ${provider.email}.`)).toBeVisible();

  await page.goto(await emailedLink(request, newEmail, '/confirm-email'));
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('heading', { name: `Votre adresse ${newEmail} est confirmée.` })).toBeVisible();
  await page.goto(`${backOffice}/account`);
  await expect(section.getByText(`Vous vous connectez avec ${newEmail}.`)).toBeVisible();
  await loginProvider(request, { email: newEmail, password: provider.password });
});

test('the demo provider logs in with the development password; sign-in and account are axe-clean at 1280 and 390 px', async ({
  page,
  backOffice,
}) => {
  // Two pages checked at two widths each.
  test.setTimeout(60_000);
  await page.goto(`${backOffice}/login`);
  await expect(page.getByRole('button', { name: 'Se connecter' }).last()).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/login');
  await expectNoOverflowOnPhone(page, '/login');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Adresse e-mail').fill(DEMO_PROVIDER.email);
  await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
  await page
    .locator('[data-island="back-office-login"]')
    .getByRole('button', { name: 'Se connecter' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect.' })).toBeVisible();

  await logInThroughPage(page, backOffice, DEMO_PROVIDER);
  await page.goto(`${backOffice}/account`);
  await expect(page.getByRole('region', { name: 'Supprimer mon compte', exact: true })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/account');
  await expectNoOverflowOnPhone(page, '/account');
});

test('deleting a demo provider’s account takes its profile out of the directory', async ({
  page,
  request,
  context,
  backOffice,
  baseURL,
}) => {
  // The Belgian demo provider: the French one serves the other page tests that run meanwhile.
  const belgian = { email: 'planner.demo.be@example.com', password: DEMO_PROVIDER.password };
  const tokens = await loginProvider(request, belgian);
  await signInProviderBrowser(context, backOffice, tokens);
  const profile = await dashboardProfileLink(page, backOffice);
  // Asked from the test's own client, which no browser cache answers, at the run's address with the site's name.
  const profileStatus = async () => {
    const url = new URL(profile);
    const answer = await request.get(`${baseURL}${url.pathname}`, { headers: { host: url.host } });
    return answer.status();
  };
  expect(await profileStatus(), 'the profile while the account lives').toBe(200);

  await page.goto(`${backOffice}/account`);
  const section = page.getByRole('region', { name: 'Supprimer mon compte', exact: true });
  await section.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
  await dialog.getByLabel('Mot de passe').fill(belgian.password);
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page).toHaveURL(`${backOffice}/login`);

  expect(await profileStatus(), 'the profile once the account is gone').toBe(404);
  const refused = await callEndpoint(request, accountApi.me, {}, { token: tokens.token });
  expect(refused.ok, 'the deleted account’s session').toBe(false);
});
