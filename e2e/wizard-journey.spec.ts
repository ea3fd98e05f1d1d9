import type { Locator, Page } from '@playwright/test';
import { DRAFT_STORAGE_KEY } from '@shared/features/project-wizard/browser-draft-store';
import type { WizardDraft } from '@shared/features/project-wizard/wizard-draft';
import { LYON } from '@shared/testing/project-fixtures';
import { askForCode, signInBrowser, typeCode } from './support/contact-widget';
import { expect, test } from './support/fixtures';
import { newTabLinkName, newTabLinkText } from './support/project-site';
import { wizardOf } from './support/wizard';
import {
  freshPhone,
  futureEventDate,
  nationalFrenchNumber,
  planners,
  saveProject,
  smsCode,
  type Planner,
} from './support/server-api';

/**
 * The couple's journey through the wizard and after it (issue 19): the steps on a phone, the city search's
 * states, the planners' profiles from step 4, the sent project's own page, two tabs on one draft, the
 * profile form's errors at the first try, and where the focus goes on the project view. SMS codes sent: 1
 * (the sign-in at send time).
 */

/** A visitor's draft kept in the browser, on `step`, every step before it answered. */
async function openWithDraft(
  page: Page,
  projectSite: string,
  step: WizardDraft['step'],
  answers: Partial<WizardDraft['answers']> = {},
): Promise<void> {
  const draft: WizardDraft = {
    version: 1,
    updatedAt: Date.now(),
    step,
    reached: step,
    answers: {
      eventType: 'wedding',
      eventDate: futureEventDate(2).iso,
      ...LYON,
      prestataires: [],
      ...answers,
    },
    featuredPlanner: null,
    savedProject: null,
  };
  await page.goto(`${projectSite}/projects/new`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    DRAFT_STORAGE_KEY,
    JSON.stringify(draft),
  ] as const);
  await page.goto(`${projectSite}/projects/new/${step}`);
  await expect(page).toHaveURL(new RegExp(`/projects/new/${step}$`));
}

/** Tabs forward until `target` has the focus (it must be reached within `most` presses). */
async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function somePlanners(page: Page, count: number): Promise<Planner[]> {
  const found = (await planners(page.request)).slice(0, count);
  if (found.length < count) throw new Error(`the seed has fewer than ${count} French planners`);
  return found;
}

test.describe('on a 390 px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the stepper is one compact row, the step saying "Étape 2 sur 5"', async ({ page, projectSite }) => {
    await openWithDraft(page, projectSite, 'event-details');
    const stepper = wizardOf(page).getByRole('navigation', { name: 'Progression' });
    await expect(stepper).toBeVisible();
    await expect(wizardOf(page).getByText('Étape 2 sur 5')).toBeVisible();
    const height = (await stepper.boundingBox())?.height ?? Infinity;
    expect(height, 'the stepper’s height on a phone').toBeLessThanOrEqual(64);
    // Each step still names itself and its progress to a screen reader, and the ones reached are links.
    await expect(stepper.getByRole('link', { name: /Type d’événement\s*Terminée/ })).toBeVisible();
  });
});

test('the city search says "Recherche…" while it searches and "Aucune ville trouvée" when it finds none', async ({
  page,
  projectSite,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/search/locality?**', async (route) => {
    await held;
    await route.continue();
  });
  await openWithDraft(page, projectSite, 'event-details', {
    eventLocation: undefined,
    zipCode: undefined,
    country: undefined,
    latitude: undefined,
    longitude: undefined,
  });
  const city = wizardOf(page).getByRole('combobox', { name: /Ville de l’événement/ });
  await city.pressSequentially('Zzqx');
  const status = wizardOf(page).locator('.pp-ui-autocomplete [role="status"]');
  await expect(status).toHaveText('Recherche…');
  release();
  await expect(status).toHaveText('Aucune ville trouvée');
  await city.fill('Lyon');
  await expect(wizardOf(page).getByRole('option', { name: /^Lyon69001/ })).toBeVisible();
  await expect(status).toHaveText('');
});

test('step 4’s planners open their profile in a new tab, the step and its choice kept', async ({
  page,
  context,
  projectSite,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await openWithDraft(page, projectSite, 'planners');
  const card = wizardOf(page).getByRole('article').first();
  const name = await newTabLinkText(card.locator('h3'));
  const box = card.getByRole('checkbox', { name: `Contacter ${name}` });
  await box.check();
  const link = card.getByRole('link', { name: newTabLinkName(name) });
  // Both the link and the box are reached with the keyboard.
  await tabTo(page, link);
  await tabTo(page, box);

  const opened = context.waitForEvent('page');
  await link.click();
  const profile = await opened;
  await expect(profile).toHaveURL(new RegExp(`^${new URL(baseURL as string).origin}/wedding-planner/`));
  await expect(profile.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(page).toHaveURL(/\/projects\/new\/planners$/);
  await expect(box).toBeChecked();
});

test('a sent project has a page of its own, which a reload keeps, listing whom it reached and who was reached already', async ({
  page,
  context,
  projectSite,
  signedInCouple,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInBrowser(context, projectSite, signedInCouple);
  const [first, second, third] = await somePlanners(page, 3);
  if (!first || !second || !third) throw new Error('three planners expected');
  const send = async (chosen: Planner[]) => {
    await openWithDraft(page, projectSite, 'validation', {
      message: 'Bonjour, nous cherchons un wedding planner.',
      prestataires: chosen.map((planner) => planner.id),
    });
    await wizardOf(page).getByRole('button', { name: 'Envoyer mon projet' }).click();
    await expect(page).toHaveURL(/\/projects\/\d+\/sent(\?already=[\d,]+)?$/, { timeout: 15_000 });
  };
  const names = (section: string) =>
    page.getByRole('region', { name: section }).getByRole('heading', { level: 3 }).getByRole('link');
  const profileOrigin = new URL(baseURL as string).origin;

  await send([first, second]);
  await expect(page.getByRole('heading', { level: 1, name: 'Votre projet est envoyé' })).toBeVisible();
  await expect
    .poll(async () => (await names('Wedding planners contactés').allInnerTexts()).sort())
    .toEqual([first.name, second.name].sort());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre projet est envoyé' })).toBeVisible();
  await expect(names('Wedding planners contactés')).toHaveCount(2);
  await expect(names('Wedding planners contactés').first()).toHaveAttribute(
    'href',
    new RegExp(`^${profileOrigin}/wedding-planner/`),
  );

  // Another project to one of them: reached already, and said so.
  await send([first, third]);
  await expect(names('Wedding planners contactés')).toHaveText([third.name]);
  await expect(names('Déjà contactés récemment')).toHaveText([first.name]);
  await page.reload();
  await expect(names('Déjà contactés récemment')).toHaveText([first.name]);
  await page.getByRole('link', { name: 'Voir mon projet' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
});

test('two tabs on one draft: the other tab is told, and takes or keeps its answers', async ({
  page,
  context,
  projectSite,
}) => {
  test.setTimeout(60_000);
  await openWithDraft(page, projectSite, 'extras');
  const other = await context.newPage();
  await other.goto(`${projectSite}/projects/new/extras`);
  const theme = (tab: Page) => wizardOf(tab).getByRole('textbox', { name: /Thème/ });
  const notice = (tab: Page) =>
    wizardOf(tab).getByText('Ce projet a été modifié dans un autre onglet.', { exact: false });
  await expect(theme(other)).toHaveValue('');

  await theme(page).fill('Champêtre');
  await expect(notice(other)).toBeVisible();
  await expect(theme(other)).toHaveValue('');
  await expect(notice(page)).toHaveCount(0);
  await wizardOf(other).getByRole('button', { name: 'Reprendre la version de l’autre onglet' }).click();
  await expect(theme(other)).toHaveValue('Champêtre');
  await expect(notice(other)).toHaveCount(0);

  // This tab's answers kept instead: the first tab hears of it in turn.
  await theme(other).fill('Bohème');
  await expect(notice(page)).toBeVisible();
  await wizardOf(page).getByRole('button', { name: 'Garder les réponses de cet onglet' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(notice(other)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').answers?.theme, DRAFT_STORAGE_KEY),
    )
    .toBe('Champêtre');
});

test('the profile form asked for at send time shows every error at the first try', async ({
  page,
  projectSite,
  request,
}) => {
  test.setTimeout(60_000);
  const [planner] = await somePlanners(page, 1);
  await openWithDraft(page, projectSite, 'validation', {
    message: 'Bonjour !',
    prestataires: [planner?.id ?? 0],
  });
  await wizardOf(page).getByRole('button', { name: 'Envoyer mon projet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connectez-vous pour envoyer votre projet' });
  const phone = freshPhone();
  await askForCode(dialog, nationalFrenchNumber(phone));
  await typeCode(dialog, await smsCode(request, phone));
  await dialog.getByRole('button', { name: 'Créer mon profil' }).click();
  await expect(dialog.locator('.pp-ui-field__error')).toHaveText([
    'Email invalide',
    'Nom invalide',
    'Prénom invalide',
    'Ville invalide',
    'Vous devez accepter les conditions générales de vente',
  ]);
});

test('on the project view, the focus follows "Modifier le projet", "Voir les wedding planners suggérés" and the message asked for', async ({
  page,
  context,
  projectSite,
  signedInCouple,
}) => {
  test.setTimeout(60_000);
  await signInBrowser(context, projectSite, signedInCouple);
  const project = await saveProject(page.request, signedInCouple.token, {
    eventType: 'wedding',
    eventDate: futureEventDate(2).iso,
    ...LYON,
  });
  await page.goto(`${projectSite}/projects/${project.id}`);
  const edit = page.getByRole('button', { name: 'Modifier le projet' });
  await edit.click();
  await expect(page.getByRole('heading', { name: 'Détails du projet' })).toBeFocused();
  await page.locator('form.pp-project-edit').getByRole('button', { name: 'Annuler' }).click();
  await expect(edit).toBeFocused();

  await page.getByRole('button', { name: 'Voir les wedding planners suggérés' }).click();
  await expect(page.getByRole('heading', { name: 'Contacter d’autres wedding planners' })).toBeFocused();
  await page.locator('.pp-planner-pick input').first().check();
  await page.getByRole('button', { name: /^Envoyer ma demande/ }).click();
  await expect(page.getByRole('textbox', { name: /message/i })).toBeFocused();
});
