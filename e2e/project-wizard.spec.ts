import { expect, test, type Locator, type Page } from '@playwright/test';
import * as projectViewApi from '@shared/api/contract/project-view';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import {
  askForCode,
  expectNoAccessibilityViolations,
  openProviderProfile,
  signInBrowser,
  tokenCookies,
  typeCode,
} from './support/contact-widget';
import { freshPhone, futureEventDate, nationalFrenchNumber, projectsOf, smsCode } from './support/server-api';

/**
 * The project wizard on the project site (issue 12): from a provider's page to a sent project, each step
 * checked, kept across reloads and a sign-in, by keyboard on a phone, axe-clean.
 */

test.use({ locale: 'fr-FR' });

const STEP_TITLES = {
  'event-type': "Type d'événement",
  'event-details': "Détails de l'événement",
  extras: 'Compléments',
  planners: 'Wedding planners suggérés',
  validation: 'Validation',
} as const;
type Step = keyof typeof STEP_TITLES;

function wizardOf(page: Page): Locator {
  return page.locator('[data-island="project-wizard"]');
}

async function expectStep(page: Page, step: Step): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/projects/new/${step}$`));
  await expect(wizardOf(page).getByRole('heading', { level: 2, name: STEP_TITLES[step] })).toBeVisible();
}

/** The messages of the step's error summary, in order. */
function summaryOf(page: Page): Locator {
  return wizardOf(page).locator('.pp-ui-form-summary li');
}

async function next(page: Page): Promise<void> {
  await wizardOf(page).getByRole('button', { name: 'Suivant' }).click();
}

async function reloadKeeps(page: Page, step: Step): Promise<void> {
  await page.reload();
  await expectStep(page, step);
}

async function pickLyon(page: Page): Promise<void> {
  const city = wizardOf(page).getByRole('combobox', { name: /Ville de l'événement/ });
  await city.fill('Lyon');
  await wizardOf(page).getByRole('option', { name: /^Lyon/ }).first().click();
  await expect(city).toHaveValue('Lyon');
}

function dateField(page: Page): Locator {
  return wizardOf(page).getByRole('textbox', { name: "Date de l'événement" });
}

async function typeDate(page: Page, iso: string): Promise<void> {
  await dateField(page).fill(iso);
  await dateField(page).press('Enter');
}

test('a visitor goes from a provider’s page to a sent project, signing in at the end', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const provider = await openProviderProfile(page, 21);
  const widget = page.locator('pp-contact-widget');
  const opened = context.waitForEvent('page');
  await widget.getByRole('link', { name: "Créer un nouveau projet (s'ouvre dans un nouvel onglet)" }).click();
  const wizard = await opened;
  await expectStep(wizard, 'event-type');
  await expectNoAccessibilityViolations(wizard, 'step 1');

  // Step 1: nothing chosen, "next" stays with the message on the field and on top.
  await next(wizard);
  await expectStep(wizard, 'event-type');
  await expect(summaryOf(wizard)).toHaveText(["Choisissez un type d'événement."]);
  await expect(wizard.locator('.pp-ui-form-summary')).toBeFocused();
  await expect(
    wizardOf(wizard).getByRole('combobox', { name: /Type d'événement/ }),
  ).toHaveAccessibleDescription("Choisissez un type d'événement.");
  await wizardOf(wizard)
    .getByRole('combobox', { name: /Type d'événement/ })
    .selectOption({ label: 'Mariage' });
  await reloadKeeps(wizard, 'event-type');
  await expect(wizardOf(wizard).getByRole('combobox', { name: /Type d'événement/ })).toHaveValue('wedding');
  await next(wizard);

  // Step 2: the date picker's code comes only now.
  await expectStep(wizard, 'event-details');
  await expectNoAccessibilityViolations(wizard, 'step 2');
  await next(wizard);
  await expectStep(wizard, 'event-details');
  await expect(summaryOf(wizard)).toHaveText(['Date invalide', 'Ville invalide']);
  await typeDate(wizard, '2020-01-01');
  await expect(wizardOf(wizard).getByText('Vous ne pouvez pas choisir une date passée.')).toBeVisible();
  const city = wizardOf(wizard).getByRole('combobox', { name: /Ville de l'événement/ });
  await city.fill('Lyo');
  await next(wizard);
  await expectStep(wizard, 'event-details');
  await expect(summaryOf(wizard)).toContainText(['Choisissez une ville dans la liste proposée.']);
  const date = futureEventDate(2);
  await typeDate(wizard, date.iso);
  await pickLyon(wizard);
  await wizardOf(wizard)
    .getByRole('combobox', { name: /Nombre d'invités/ })
    .selectOption({ index: 2 });
  await expect(summaryOf(wizard)).toHaveCount(0);
  await reloadKeeps(wizard, 'event-details');
  await expect(dateField(wizard)).toHaveValue(date.french);
  await expect(city).toHaveValue('Lyon');
  await next(wizard);

  // Step 3: all optional.
  await expectStep(wizard, 'extras');
  await expectNoAccessibilityViolations(wizard, 'step 3');
  await wizardOf(wizard).getByRole('checkbox', { name: 'Français' }).check();
  await wizardOf(wizard).getByRole('textbox', { name: /Thème/ }).fill('Champêtre');
  await reloadKeeps(wizard, 'extras');
  await expect(wizardOf(wizard).getByRole('textbox', { name: /Thème/ })).toHaveValue('Champêtre');
  await expect(wizardOf(wizard).getByRole('checkbox', { name: 'Français' })).toBeChecked();
  await next(wizard);

  // Step 4: the planner of the page first and chosen, then the algorithm's three, more on demand.
  await expectStep(wizard, 'planners');
  const cards = wizardOf(wizard).getByRole('article');
  await expect(cards.first()).toContainText(provider.name);
  await expect(cards.first().getByRole('checkbox', { name: `Contacter ${provider.name}` })).toBeChecked();
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(1).locator('.pp-ui-provider-card__place')).toHaveText(/\(\d{2}\)$/);
  await expectNoAccessibilityViolations(wizard, 'step 4');
  await wizardOf(wizard)
    .getByRole('checkbox', { name: `Contacter ${provider.name}` })
    .uncheck();
  await next(wizard);
  await expect(summaryOf(wizard)).toHaveText(['Choisissez au moins un wedding planner à contacter.']);
  await wizardOf(wizard)
    .getByRole('checkbox', { name: `Contacter ${provider.name}` })
    .check();
  await wizardOf(wizard).getByRole('button', { name: "Voir d'autres wedding planners" }).click();
  await expect(cards).toHaveCount(7);
  const suggested = [
    await cards.nth(1).locator('h3').innerText(),
    await cards.nth(5).locator('h3').innerText(),
  ];
  for (const name of suggested)
    await wizardOf(wizard)
      .getByRole('checkbox', { name: `Contacter ${name}` })
      .check();
  await expect(wizardOf(wizard).getByText('Wedding planners choisis : 3')).toBeVisible();
  await reloadKeeps(wizard, 'planners');
  for (const name of [provider.name, ...suggested]) {
    await expect(wizardOf(wizard).getByRole('checkbox', { name: `Contacter ${name}` })).toBeChecked();
  }
  await next(wizard);

  // Step 5: the summary, the message, then the phone sign-in inside the flow.
  await expectStep(wizard, 'validation');
  await expect(wizardOf(wizard).getByText(date.french)).toBeVisible();
  await expect(wizardOf(wizard).getByText('Champêtre')).toBeVisible();
  await expectNoAccessibilityViolations(wizard, 'step 5');
  await wizardOf(wizard).getByRole('button', { name: 'Envoyer mon projet' }).click();
  await expect(summaryOf(wizard)).toHaveText(['Écrivez un message pour envoyer votre demande.']);
  await wizardOf(wizard)
    .getByRole('textbox', { name: /Votre message aux wedding planners/ })
    .fill('Bonjour !');
  await reloadKeeps(wizard, 'validation');
  await expect(wizardOf(wizard).getByRole('textbox', { name: /Votre message/ })).toHaveValue('Bonjour !');
  await wizardOf(wizard).getByRole('button', { name: 'Envoyer mon projet' }).click();

  const dialog = wizard.getByRole('dialog', { name: 'Connectez-vous pour envoyer votre projet' });
  await expect(dialog).toBeVisible();
  await expectNoAccessibilityViolations(wizard, 'the sign-in dialog');
  const phone = freshPhone();
  await askForCode(dialog, nationalFrenchNumber(phone));
  await typeCode(dialog, await smsCode(request, phone));
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`wizard${phone.slice(-7)}@example.fr`);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
  await dialog.getByRole('combobox', { name: 'Ville' }).pressSequentially('Lyon');
  await dialog.getByRole('option', { name: /^Lyon69001/ }).click();
  await dialog.getByRole('checkbox', { name: /J'accepte les conditions générales de vente/ }).check();
  await expectNoAccessibilityViolations(wizard, 'the sign-in dialog’s profile');
  await dialog.getByRole('button', { name: 'Créer mon profil' }).click();

  await expect(wizard.getByRole('heading', { name: 'Votre projet est envoyé' })).toBeVisible();
  await expect(wizard.getByText('Wedding planners contactés : 3.', { exact: false })).toBeVisible();
  const projectSite = new URL(wizard.url()).origin;
  const { token } = await tokenCookies(context, projectSite);
  if (!token) throw new Error('no session on the project site');
  const [project] = await projectsOf(request, token);
  expect(project).toMatchObject({
    eventDate: date.iso,
    eventLocation: 'Lyon',
    theme: 'Champêtre',
    message: 'Bonjour !',
  });
  await expect(wizard.getByRole('link', { name: 'Voir mon projet' })).toHaveAttribute(
    'href',
    `/projects/${project?.id}`,
  );
  const view = bodyOf(
    await callEndpoint(
      request,
      projectViewApi.getProject,
      {},
      { token, params: { id: String(project?.id) } },
    ),
  );
  expect(view.requests.map((sent) => sent.prestataire.name).sort()).toEqual(
    [provider.name, ...suggested].sort(),
  );

  // Back on the provider's page, signed in: the widget lists the new project.
  const tokens = await tokenCookies(context, projectSite);
  await signInBrowser(context, baseURL as string, { token, refresh_token: tokens.refresh_token ?? '' });
  await page.reload();
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).toContainText(date.french);
});
