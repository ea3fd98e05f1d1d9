import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as draftsApi from '@shared/api/contract/project-drafts';
import * as projectViewApi from '@shared/api/contract/project-view';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import {
  askForCode,
  openProviderProfile,
  signInBrowser,
  tokenCookies,
  typeCode,
} from './support/contact-widget';
import { expect, test } from './support/fixtures';
import { newTabLinkName, newTabLinkText } from './support/project-site';
import { expectStep, next, wizardOf, type Step } from './support/wizard';
import {
  coupleForFile,
  freshPhone,
  futureEventDate,
  nationalFrenchNumber,
  planners,
  projectsOf,
  type Couple,
  smsCode,
} from './support/server-api';
import { expectNoAccessibilityViolations } from './support/accessibility';

/**
 * The project wizard on the project site (issue 12): from a provider's page to a sent project, each step
 * checked, kept across reloads and a sign-in, by keyboard on a phone, axe-clean. SMS codes sent: 2 (the
 * sign-in in the wizard's dialog, the file's couple).
 */

/** The couple of the tests that start signed in or sign in midway: one code for the file. */
const fileCouple = coupleForFile();

/** The file's couple, its account without a draft: how a couple starts a wizard of its own. */
async function coupleWithoutDraft(request: APIRequestContext): Promise<Couple> {
  const couple = await fileCouple(request);
  bodyOf(await callEndpoint(request, draftsApi.discardProjectDraft, {}, { token: couple.token }));
  return couple;
}

/** The messages of the step's error summary, in order. */
function summaryOf(page: Page): Locator {
  return wizardOf(page).locator('.pp-ui-form-summary li');
}

async function reloadKeeps(page: Page, step: Step): Promise<void> {
  await page.reload();
  await expectStep(page, step);
}

async function pickLyon(page: Page): Promise<void> {
  const city = wizardOf(page).getByRole('combobox', { name: /Ville de l’événement/ });
  await city.fill('Lyon');
  await wizardOf(page).getByRole('option', { name: /^Lyon/ }).first().click();
  await expect(city).toHaveValue('Lyon');
}

function dateField(page: Page): Locator {
  return wizardOf(page).getByRole('textbox', { name: 'Date de l’événement' });
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
  await widget.getByRole('link', { name: newTabLinkName('Créer un nouveau projet') }).click();
  const wizard = await opened;
  await expectStep(wizard, 'event-type');
  await expectNoAccessibilityViolations(wizard, 'step 1');

  // Step 1: nothing chosen, "next" stays with the message on the field and on top.
  await next(wizard);
  await expectStep(wizard, 'event-type');
  await expect(summaryOf(wizard)).toHaveText(['Choisissez un type d’événement.']);
  await expect(wizard.locator('.pp-ui-form-summary')).toBeFocused();
  await expect(
    wizardOf(wizard).getByRole('combobox', { name: /Type d’événement/ }),
  ).toHaveAccessibleDescription('Choisissez un type d’événement.');
  await wizardOf(wizard)
    .getByRole('combobox', { name: /Type d’événement/ })
    .selectOption({ label: 'Mariage' });
  await reloadKeeps(wizard, 'event-type');
  await expect(wizardOf(wizard).getByRole('combobox', { name: /Type d’événement/ })).toHaveValue('wedding');
  await next(wizard);

  // Step 2: the date picker's code comes only now.
  await expectStep(wizard, 'event-details');
  await expectNoAccessibilityViolations(wizard, 'step 2');
  await next(wizard);
  await expectStep(wizard, 'event-details');
  await expect(summaryOf(wizard)).toHaveText(['Date invalide', 'Ville invalide']);
  await expect(wizardOf(wizard).locator('.pp-project-wizard__date')).toContainText('Date invalide');
  await expect(
    wizardOf(wizard).getByRole('combobox', { name: /Ville de l’événement/ }),
  ).toHaveAccessibleDescription(/Ville invalide$/);
  await expectNoAccessibilityViolations(wizard, 'step 2 with its messages');
  await typeDate(wizard, '2020-01-01');
  await expect(wizardOf(wizard).getByText('Vous ne pouvez pas choisir une date passée.')).toBeVisible();
  const city = wizardOf(wizard).getByRole('combobox', { name: /Ville de l’événement/ });
  await city.fill('Lyo');
  await next(wizard);
  await expectStep(wizard, 'event-details');
  await expect(summaryOf(wizard)).toContainText(['Choisissez une ville dans la liste proposée.']);
  await expect(city).toHaveAccessibleDescription(/Choisissez une ville dans la liste proposée\.$/);
  const date = futureEventDate(2);
  await typeDate(wizard, date.iso);
  await pickLyon(wizard);
  await wizardOf(wizard)
    .getByRole('combobox', { name: /Nombre d’invités/ })
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
  await expect(wizardOf(wizard).getByRole('group', { name: 'Wedding planners choisis : 0' })).toContainText(
    'Choisissez au moins un wedding planner à contacter.',
  );
  await expectStep(wizard, 'planners');
  await wizardOf(wizard)
    .getByRole('checkbox', { name: `Contacter ${provider.name}` })
    .check();
  await wizardOf(wizard).getByRole('button', { name: 'Voir d’autres wedding planners' }).click();
  await expect(cards).toHaveCount(7);
  const suggested = [
    await newTabLinkText(cards.nth(1).locator('h3')),
    await newTabLinkText(cards.nth(5).locator('h3')),
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
  await expect(
    wizardOf(wizard).getByRole('textbox', { name: /Votre message aux wedding planners/ }),
  ).toHaveAccessibleDescription(/Écrivez un message pour envoyer votre demande\.$/);
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
  await dialog.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
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

/** Presses Tab until `target` has the focus: how a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a reload and a sign-in midway keep every answer, and the draft moves to the account', async ({
  page,
  context,
  projectSite,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${projectSite}/projects/new`);
  await expectStep(page, 'event-type');
  await wizardOf(page)
    .getByRole('combobox', { name: /Type d’événement/ })
    .selectOption({ label: 'Mariage' });
  await next(page);
  const date = futureEventDate(3);
  await typeDate(page, date.iso);
  await pickLyon(page);
  await next(page);
  await expectStep(page, 'extras');
  await wizardOf(page).getByRole('textbox', { name: /Thème/ }).fill('Bohème');

  const couple = await coupleWithoutDraft(request);
  await signInBrowser(context, projectSite, couple);
  await reloadKeeps(page, 'extras');
  await expect(wizardOf(page).getByRole('textbox', { name: /Thème/ })).toHaveValue('Bohème');
  await expect
    .poll(async () => {
      const answer = await callEndpoint(request, draftsApi.projectDraft, {}, { token: couple.token });
      return bodyOf(answer).draft?.answers.theme;
    })
    .toBe('Bohème');
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('project-wizard'))),
  ).toEqual([]);

  // The account's draft alone brings every answer back.
  await page.evaluate(() => localStorage.clear());
  await reloadKeeps(page, 'extras');
  await expect(wizardOf(page).getByRole('textbox', { name: /Thème/ })).toHaveValue('Bohème');
  await wizardOf(page)
    .getByRole('link', { name: /Détails de l’événement/ })
    .click();
  await expectStep(page, 'event-details');
  await expect(dateField(page)).toHaveValue(date.french);
  await expect(wizardOf(page).getByRole('combobox', { name: /Ville de l’événement/ })).toHaveValue('Lyon');
  // The browser's back button goes back to the step shown before.
  await page.goBack();
  await expectStep(page, 'extras');
});

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the whole wizard is done with the keyboard alone, Enter moving on', async ({
    page,
    context,
    projectSite,
    request,
  }) => {
    test.setTimeout(90_000);
    const couple = await coupleWithoutDraft(request);
    await signInBrowser(context, projectSite, couple);
    const [provider] = await planners(request);
    if (!provider) throw new Error('no planner in the seed');
    await page.goto(`${projectSite}/projects/new?prestataire=${provider.id}`);
    await expectStep(page, 'event-type');
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= 390);
    expect(await fitsTheScreen()).toBe(true);

    const eventType = wizardOf(page).getByRole('combobox', { name: /Type d’événement/ });
    await tabTo(page, eventType);
    await page.keyboard.type('Mariage');
    await expect(eventType).toHaveValue('wedding');
    await tabTo(page, wizardOf(page).getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');

    await expectStep(page, 'event-details');
    expect(await fitsTheScreen()).toBe(true);
    const date = futureEventDate(4);
    await tabTo(page, dateField(page));
    await page.keyboard.type(date.iso);
    const city = wizardOf(page).getByRole('combobox', { name: /Ville de l’événement/ });
    await tabTo(page, city);
    await page.keyboard.type('Lyon');
    await expect(wizardOf(page).getByRole('option', { name: /^Lyon69001/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(city).toHaveValue('Lyon');
    await expect(dateField(page)).toHaveValue(date.french);
    // Enter in a field moves on.
    await page.keyboard.press('Enter');

    await expectStep(page, 'extras');
    expect(await fitsTheScreen()).toBe(true);
    await tabTo(page, wizardOf(page).getByRole('textbox', { name: /Thème/ }));
    await page.keyboard.type('Chic');
    await page.keyboard.press('Enter');

    await expectStep(page, 'planners');
    expect(await fitsTheScreen()).toBe(true);
    await expect(wizardOf(page).getByRole('checkbox', { name: `Contacter ${provider.name}` })).toBeChecked();
    const second = wizardOf(page).getByRole('article').nth(1);
    await expect(second).toBeVisible();
    await tabTo(page, second.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(second.getByRole('checkbox')).toBeChecked();
    await tabTo(page, wizardOf(page).getByRole('button', { name: 'Suivant' }));
    await page.keyboard.press('Enter');

    await expectStep(page, 'validation');
    expect(await fitsTheScreen()).toBe(true);
    await tabTo(page, wizardOf(page).getByRole('textbox', { name: /Votre message/ }));
    await page.keyboard.type('Bonjour, nous cherchons un wedding planner.');
    await tabTo(page, wizardOf(page).getByRole('button', { name: 'Envoyer mon projet' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects\/\d+\/sent$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Votre projet est envoyé' })).toBeVisible();
    await expect(page.getByText('Wedding planners contactés : 2.', { exact: false })).toBeVisible();
    const [project] = await projectsOf(request, couple.token);
    expect(project).toMatchObject({ eventDate: date.iso, theme: 'Chic' });
  });
});
