import type { Browser, Page } from '@playwright/test';
import * as devApi from '@shared/api/contract/dev';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as profileUrlApi from '@shared/api/contract/back-office/profile-url';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { pageHeading, newsOf, signInBrowser } from './support/contact-widget';
import { projectOrigin } from './support/project-site';
import { expect, publishedProvider, signInProviderBrowser, test } from './support/provider';
import {
  futureEventDate,
  registerCouple,
  saveProject,
  sendToProvider,
  type Couple,
} from './support/server-api';

/**
 * Issue 22's journey, leads and money: a couple sends its request through the contact widget on a new planner's
 * profile; the planner finds the lead in its mail, opens it (no contact), is told it lacks credits, buys a pack
 * in the sandbox checkout, unlocks the lead at the price it was shown and sees the couple; the couple's project
 * view shows the answer. The planner declines a second couple's lead with a reason: that couple reads
 * "Refusée" and is offered other planners. The ledger lists both movements, its balance their sum.
 * SMS codes sent: 2 (the two couples).
 */

/** A browser of its own for a couple, signed in on the public site and on the project site. */
async function coupleBrowser(browser: Browser, baseURL: string, couple: Couple): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await signInBrowser(context, baseURL, couple);
  await signInBrowser(context, projectOrigin(baseURL), couple);
  return context.newPage();
}

test('a couple’s request becomes a paid lead, answered; another is declined, and the ledger adds up', async ({
  page,
  request,
  browser,
  context,
  backOffice,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const mark = Date.now().toString(36);
  const planner = await publishedProvider(request, `Maison Parcours ${mark}`);
  await signInProviderBrowser(context, backOffice, planner);
  const as = { token: planner.token };
  const { company } = bodyOf(await callEndpoint(request, providerAccountApi.me, {}, as));
  const profile = new URL(bodyOf(await callEndpoint(request, profileUrlApi.profileUrl, {}, as)).url);

  // The first couple writes to the planner from its profile's contact widget.
  const first = await registerCouple(request);
  const firstProject = await saveProject(request, first.token, {
    eventDate: futureEventDate(1).iso,
    serviceType: 'full-service',
    message: `Bonjour, nous préparons un mariage au bord du lac (${mark}).`,
  });
  const firstCouple = await coupleBrowser(browser, baseURL ?? '', first);
  await firstCouple.goto(`${baseURL}${profile.pathname}`);
  const widget = firstCouple.locator('pp-contact-widget');
  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  await widget.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(newsOf(widget)).toHaveText('Demande envoyée avec succès');

  // The planner's email names the lead and links to it, without a word of the couple's.
  let email = '';
  await expect
    .poll(
      async () => {
        const { messages } = bodyOf(await callEndpoint(request, devApi.mailOutbox, { to: planner.email }));
        email = messages.find((message) => message.text.includes('/leads?lead='))?.text ?? '';
        return email;
      },
      { message: 'the new lead’s email to the planner' },
    )
    .toContain('/leads?lead=');
  expect(email).not.toContain(first.phone);
  expect(email).not.toContain('au bord du lac');
  const leadLink = new URL(/https?:\/\/\S+\/leads\?lead=[0-9a-f-]{36}/.exec(email)?.[0] ?? '');

  await page.goto(`${backOffice}${leadLink.pathname}${leadLink.search}`);
  await expect(page.getByText(`au bord du lac (${mark})`)).toBeVisible();
  await expect(
    page.getByText('Le nom, le téléphone et l’email du couple apparaissent une fois la demande débloquée.'),
  ).toBeVisible();
  await expect(page.getByText(first.phone)).toHaveCount(0);
  await expect(page.getByText('Téléphone vérifié')).toBeVisible();

  // Without credits, the unlock says so and leads to buying them.
  await page.getByRole('button', { name: 'Débloquer (5 crédits)' }).click();
  await page
    .getByRole('dialog', { name: 'Débloquer cette demande ?' })
    .getByRole('button', { name: 'Débloquer pour 5 crédits' })
    .click();
  await expect(page.getByText('Vous n’avez pas assez de crédits', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Acheter des crédits' }).click();
  await page.getByRole('button', { name: 'Acheter 10 crédits pour 49,00 €' }).click();
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByText('Paiement reçu : 10 crédits ont été ajoutés à votre solde.')).toBeVisible();

  await page.goto(`${backOffice}${leadLink.pathname}${leadLink.search}`);
  await page.getByRole('button', { name: 'Débloquer (5 crédits)' }).click();
  await page
    .getByRole('dialog', { name: 'Débloquer cette demande ?' })
    .getByRole('button', { name: 'Débloquer pour 5 crédits' })
    .click();
  await expect(page.getByRole('link', { name: first.phone })).toHaveAttribute('href', `tel:${first.phone}`);

  // The couple's project view shows the planner's answer.
  await firstCouple.goto(`${projectOrigin(baseURL)}/projects/${firstProject.id}`);
  const answered = firstCouple.getByRole('listitem').filter({ hasText: `Maison Parcours ${mark}` });
  await expect(answered.getByText('Acceptée : vos coordonnées ont été transmises')).toBeVisible();

  // A second couple's lead, declined with a reason: the couple is offered other planners.
  const second = await registerCouple(request);
  const secondProject = await saveProject(request, second.token, {
    eventDate: futureEventDate(2).iso,
    serviceType: 'full-service',
    message: `Bonjour, nous préparons un mariage en montagne (${mark}).`,
  });
  await sendToProvider(request, second.token, secondProject.id, company.id);
  await page.goto(`${backOffice}/leads`);
  const declined = page.getByRole('listitem').filter({ has: page.getByText(`en montagne (${mark})`) });
  await declined.getByRole('button', { name: 'Refuser' }).click();
  const reject = page.getByRole('dialog', { name: 'Refuser cette demande ?' });
  await reject.getByLabel('Raison').selectOption({ label: 'Hors de ma zone' });
  await reject.getByLabel('Précision').fill('Nous travaillons en Bretagne.');
  await reject.getByRole('button', { name: 'Refuser la demande' }).click();
  await expect(declined.getByText('Vous avez refusé cette demande : Hors de ma zone.')).toBeVisible();

  const secondCouple = await coupleBrowser(browser, baseURL ?? '', second);
  await secondCouple.goto(`${projectOrigin(baseURL)}/projects/${secondProject.id}`);
  const refused = secondCouple.getByRole('listitem').filter({ hasText: `Maison Parcours ${mark}` });
  await expect(refused.getByText('Refusée', { exact: true })).toBeVisible();
  await refused
    .getByRole('link', { name: 'Ce wedding planner n’est pas disponible : voir d’autres wedding planners' })
    .click();
  const others = secondCouple.getByRole('region', { name: 'Contacter d’autres wedding planners' });
  await others.getByRole('button', { name: 'Voir les wedding planners suggérés' }).click();
  await expect(others.getByLabel(/^Choisir /).first()).toBeVisible();

  // The ledger: the purchase and the unlock, newest first, each with the balance it left.
  await page.goto(`${backOffice}/credits`);
  await expect(page.locator('.pp-credits__balance')).toHaveText('Solde 5 crédits disponibles');
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('-5');
  await expect(rows.nth(0).locator('td').nth(3)).toHaveText('5');
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('+10');
  await expect(rows.nth(1).locator('td').nth(3)).toHaveText('10');
});
