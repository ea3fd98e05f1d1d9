import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as draftsApi from '@shared/api/contract/project-drafts';
import * as projectsApi from '@shared/api/contract/projects';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as sessionApi from '@shared/api/contract/session';
import { LYON } from '@shared/testing/project-fixtures';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { signInBrowser } from './support/contact-widget';
import { expect, test } from './support/fixtures';
import { newTabLinkText } from './support/project-site';
import { expectStep, LOADING_MS, next, STEP_TITLES, wizardOf, type Step } from './support/wizard';
import {
  coupleForFile,
  futureEventDate,
  planners,
  registerCouple,
  saveProject,
  sendToProvider,
  type Planner,
} from './support/server-api';

/**
 * Issue 19's journey fixes as a couple sees them on a 390 px phone, each against the real server: a link's
 * unknown planner, step 4's limit, the summary's "Modifier", the send's error texts, the project edit form's
 * rules, the planners' profile links on the project view, and the account's city. SMS codes sent: 2 (the
 * file's couple, the couple that reaches the hourly project cap), beside the worker's couple.
 */

test.use({ viewport: { width: 390, height: 844 } });
// Each test walks several pages of a busy server: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** The couple of the tests whose planners or account the worker's couple must not share: one code for the file. */
const fileCouple = coupleForFile();

/** After a page load the wizard shows once its island has started and read the drafts: slower than a move. */
function sendButton(page: Page): Locator {
  return wizardOf(page).getByRole('button', { name: 'Envoyer mon projet' });
}

/** The send's failure, as the wizard announces it. */
function sendFailure(page: Page): Locator {
  return wizardOf(page).getByRole('alert');
}

/** The name of step 4's first card, once the suggestions have come. */
async function firstSuggestedName(page: Page): Promise<string> {
  const heading = wizardOf(page).getByRole('article').first().getByRole('heading', { level: 3 });
  await expect(heading).toBeVisible({ timeout: LOADING_MS });
  return newTabLinkText(heading);
}

function plannerBoxes(page: Page): Locator {
  return wizardOf(page).getByRole('checkbox', { name: /^Contacter / });
}

/** A wedding in Lyon two years from now, every step's required answer given, with its message. */
function completeAnswers(): draftsApi.DraftAnswers {
  return {
    eventType: 'wedding',
    eventDate: futureEventDate(2).iso,
    ...LYON,
    message: 'Bonjour, nous cherchons un wedding planner pour notre mariage.',
  };
}

/**
 * The couple's one draft replaced by one at `step` (1 to 5) with these answers and planners, as the wizard
 * keeps it on the account: the wizard opens there.
 */
async function keepDraft(
  request: APIRequestContext,
  token: string,
  draft: draftsApi.ProjectDraftInput,
): Promise<void> {
  bodyOf(await callEndpoint(request, draftsApi.saveProjectDraft, draft, { token }));
}

/** Every project the couple of `token` has, open or closed. */
async function projectCount(request: APIRequestContext, token: string): Promise<number> {
  return bodyOf(await callEndpoint(request, projectsApi.getProjects, { status: 'all' }, { token })).total;
}

/** A published French planner that other files' tests do not contact (they take the first ones). */
async function quietPlanner(request: APIRequestContext, fromEnd: number): Promise<Planner> {
  const all = await planners(request);
  const planner = all[all.length - fromEnd];
  if (!planner) throw new Error(`the seed has fewer than ${fromEnd} French planners`);
  return planner;
}

test.describe('a wizard link with an unknown planner', () => {
  for (const named of ['999999', 'abc']) {
    test(`prestataire=${named} is dropped with a notice, nothing left chosen`, async ({
      page,
      context,
      projectSite,
      request,
      signedInCouple,
    }) => {
      await keepDraft(request, signedInCouple.token, { step: 4, answers: completeAnswers(), planners: [] });
      await signInBrowser(context, projectSite, signedInCouple);
      await page.goto(`${projectSite}/projects/new?prestataire=${named}`);
      await expectStep(page, 'planners', { loading: true });
      await expect(
        wizardOf(page)
          .getByRole('status')
          .filter({ hasText: 'Le wedding planner de votre lien est introuvable' }),
      ).toBeVisible();
      await expect(plannerBoxes(page).first()).toBeVisible({ timeout: LOADING_MS });
      // No chosen planner the couple cannot see: the count says none and no box is ticked.
      await expect(wizardOf(page).getByRole('group', { name: 'Wedding planners choisis : 0' })).toBeVisible();
      await expect(wizardOf(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    });
  }

  test('a send that failed, retried after a reload and from another tab, makes one project', async ({
    page,
    context,
    projectSite,
    request,
    signedInCouple,
  }) => {
    const { token } = signedInCouple;
    await keepDraft(request, token, { step: 4, answers: completeAnswers(), planners: [] });
    await signInBrowser(context, projectSite, signedInCouple);
    const before = await projectCount(request, token);
    await page.goto(`${projectSite}/projects/new?prestataire=999999`);
    await expectStep(page, 'planners', { loading: true });
    await expect(wizardOf(page).getByText('Le wedding planner de votre lien est introuvable')).toBeVisible();
    const name = await firstSuggestedName(page);
    await wizardOf(page)
      .getByRole('checkbox', { name: `Contacter ${name}` })
      .check();
    await next(page);
    await expectStep(page, 'validation');

    // The project is saved, then the requests find no network.
    await page.route('**/api/choose-prestataires', (route) => route.abort('internetdisconnected'));
    await sendButton(page).click();
    await expect(sendFailure(page)).toContainText('Connexion impossible');
    await expect(sendFailure(page)).toContainText('Votre projet est enregistré');
    await expect(sendFailure(page)).not.toContainText('Failed to fetch');
    expect(await projectCount(request, token)).toBe(before + 1);
    // The draft keeps the saved project, as a reload or another device reads it.
    await expect
      .poll(
        async () =>
          bodyOf(await callEndpoint(request, draftsApi.projectDraft, {}, { token })).draft?.savedProject,
      )
      .toEqual(expect.any(Number));

    await page.reload();
    await expectStep(page, 'validation', { loading: true });
    await sendButton(page).click();
    await expect(sendFailure(page)).toContainText('Connexion impossible');
    expect(await projectCount(request, token)).toBe(before + 1);
    await page.close();

    // Another tab (its own session storage, as another device would have): the draft alone knows the project.
    const other = await context.newPage();
    await other.goto(`${projectSite}/projects/new`);
    await expectStep(other, 'validation', { loading: true });
    await sendButton(other).click();
    await expect(other.getByRole('heading', { name: 'Votre projet est envoyé' })).toBeVisible();
    expect(await projectCount(request, token)).toBe(before + 1);
    const [project] = bodyOf(
      await callEndpoint(request, projectsApi.getProjects, { status: 'all' }, { token }),
    ).projects;
    const view = bodyOf(
      await callEndpoint(
        request,
        projectViewApi.getProject,
        {},
        { token, params: { id: String(project?.id) } },
      ),
    );
    expect(view.requests.map((sent) => sent.prestataire.name)).toEqual([name]);
  });
});

test('step 4 says, under the eleventh ticked, that ten planners are the most one send takes', async ({
  page,
  context,
  projectSite,
  request,
  signedInCouple,
}) => {
  await keepDraft(request, signedInCouple.token, { step: 4, answers: completeAnswers(), planners: [] });
  await signInBrowser(context, projectSite, signedInCouple);
  await page.goto(`${projectSite}/projects/new`);
  await expectStep(page, 'planners', { loading: true });
  const more = wizardOf(page).getByRole('button', { name: 'Voir d’autres wedding planners' });
  await expect(plannerBoxes(page).first()).toBeVisible({ timeout: LOADING_MS });
  while ((await plannerBoxes(page).count()) < 11) {
    const shown = await plannerBoxes(page).count();
    await more.click();
    await expect.poll(() => plannerBoxes(page).count()).toBeGreaterThan(shown);
  }
  for (let index = 0; index < 10; index++) {
    await plannerBoxes(page).nth(index).check();
  }
  const list = wizardOf(page).getByRole('group', { name: 'Wedding planners choisis : 10' });
  await expect(list).toBeVisible();
  const limit = '10 wedding planners au plus : retirez-en un pour en choisir un autre.';
  await expect(list.getByText(limit)).toHaveCount(0);

  const eleventh = plannerBoxes(page).nth(10);
  await eleventh.click();
  await expect(eleventh).not.toBeChecked();
  await expect(list.getByRole('status').filter({ hasText: limit })).toHaveCount(1);
  await expect(list).toHaveAccessibleDescription(limit);
  // On a phone the list's top is screens above: the message shows where the couple ticked.
  await expect(eleventh).toHaveAccessibleDescription(limit);
  await expect(list.getByText(limit).and(page.locator(':not([role=status])'))).toBeInViewport();

  // One removed, the eleventh may be ticked, and the message goes.
  await plannerBoxes(page).first().uncheck();
  await eleventh.check();
  await expect(eleventh).toBeChecked();
  await expect(wizardOf(page).getByText(limit)).toHaveCount(0);
  await expect(wizardOf(page).getByRole('group', { name: 'Wedding planners choisis : 10' })).toBeVisible();
});

test('after a summary’s "Modifier", "Suivant" comes back to the summary', async ({
  page,
  context,
  projectSite,
  request,
  signedInCouple,
}) => {
  const planner = await quietPlanner(request, 1);
  await keepDraft(request, signedInCouple.token, {
    step: 5,
    answers: completeAnswers(),
    planners: [planner.id],
  });
  await signInBrowser(context, projectSite, signedInCouple);
  await page.goto(`${projectSite}/projects/new`);
  await expectStep(page, 'validation', { loading: true });

  const change = (step: Step) =>
    wizardOf(page).getByRole('link', { name: new RegExp(`^Modifier\\W+${STEP_TITLES[step]}$`) });
  await change('event-details').click();
  await expectStep(page, 'event-details');
  await wizardOf(page)
    .getByRole('combobox', { name: /Nombre d’invités/ })
    .selectOption({ index: 2 });
  await next(page);
  await expectStep(page, 'validation');

  await change('event-type').click();
  await expectStep(page, 'event-type');
  await next(page);
  await expectStep(page, 'validation');

  // Reached the ordinary way, a step's "Suivant" walks on to the next one.
  const back = wizardOf(page).getByRole('button', { name: 'Précédent' });
  await back.click();
  await expectStep(page, 'planners');
  await back.click();
  await expectStep(page, 'extras');
  await next(page);
  await expectStep(page, 'planners');
});

test.describe('the send’s error texts', () => {
  test('a refusal with Retry-After says how long to wait, a lost connection says so in French', async ({
    page,
    context,
    projectSite,
    request,
  }) => {
    // A couple of its own, brought to the hourly cap on new projects: the server's refusal, with its
    // Retry-After, is what the wizard's save then gets.
    const couple = await registerCouple(request);
    const { token } = couple;
    for (let made = 0; made < projectsApi.MAX_PROJECTS_PER_HOUR; made++) {
      await saveProject(request, token, { eventDate: futureEventDate(3).iso, message: 'Bonjour !' });
    }
    const capped = await callEndpoint(
      request,
      projectsApi.saveProject,
      { eventType: 'wedding', ...LYON, eventDate: futureEventDate(3).iso },
      { token },
    );
    expect(capped.status).toBe(429);
    if (capped.ok) throw new Error('the hourly cap let a project through');
    const planner = await quietPlanner(request, 2);
    await keepDraft(request, token, { step: 5, answers: completeAnswers(), planners: [planner.id] });
    await signInBrowser(context, projectSite, couple);
    await page.goto(`${projectSite}/projects/new`);
    await expectStep(page, 'validation', { loading: true });

    await page.route('**/api/save-project', (route) => route.abort('internetdisconnected'));
    await sendButton(page).click();
    await expect(sendFailure(page)).toContainText(
      'Connexion impossible. Vérifiez votre connexion et réessayez.',
    );
    await expect(sendFailure(page)).not.toContainText('Failed to fetch');
    await page.unroute('**/api/save-project');

    await sendButton(page).click();
    await expect(sendFailure(page)).toHaveText(
      new RegExp(`^${escapeRegExp(capped.body.message)} Réessayez dans \\d+ (seconde|minute|heure)s?\\.$`),
    );
    expect(await projectCount(request, token)).toBe(projectsApi.MAX_PROJECTS_PER_HOUR);
  });
});

/** `text` matched literally inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the project edit form keeps the message required and the ranges optional, as the wizard', async ({
  page,
  context,
  projectSite,
  request,
  signedInCouple,
}) => {
  const { token } = signedInCouple;
  const message = 'Bonjour, nous cherchons un wedding planner pour notre mariage.';
  const project = await saveProject(request, token, { eventDate: futureEventDate(2).iso, message });
  await signInBrowser(context, projectSite, signedInCouple);
  await page.goto(`${projectSite}/projects/${project.id}`);
  await page.getByRole('button', { name: 'Modifier le projet' }).click();

  for (const range of ['Nombre d’invités', 'Budget pour le wedding planner', 'Budget total']) {
    await expect(page.getByRole('combobox', { name: `${range} (facultatif)` })).toBeVisible();
  }
  const messageField = page.getByRole('textbox', { name: /^Message aux wedding planners/ });
  await expect(messageField).toHaveValue(message);
  await expect(messageField).toHaveJSProperty('required', true);

  // A range left unanswered is saved.
  await page.getByRole('combobox', { name: 'Nombre d’invités (facultatif)' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('button', { name: 'Modifier le projet' })).toBeVisible();
  const read = async () =>
    bodyOf(await callEndpoint(request, projectViewApi.getProject, {}, { token, params: { id: project.id } }))
      .project;
  expect((await read()).guestRange).not.toBeNull();
  await page.getByRole('button', { name: 'Modifier le projet' }).click();
  await page
    .getByRole('combobox', { name: 'Nombre d’invités (facultatif)' })
    .selectOption({ label: 'Non précisé' });
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('button', { name: 'Modifier le projet' })).toBeVisible();
  expect((await read()).guestRange).toBeNull();

  // The message cleared: refused on the field, nothing saved.
  await page.getByRole('button', { name: 'Modifier le projet' }).click();
  await messageField.fill('');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(messageField).toHaveAccessibleDescription(/Écrivez un message pour envoyer votre demande\.$/);
  await expect(page.getByRole('button', { name: 'Enregistrer les modifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le projet' })).toHaveCount(0);
  expect((await read()).message).toBe(message);
});

test('a contacted planner’s name on the project view opens its profile on the country site', async ({
  page,
  context,
  projectSite,
  request,
  baseURL,
}) => {
  const couple = await fileCouple(request);
  const planner = await quietPlanner(request, 3);
  const project = await saveProject(request, couple.token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour !',
  });
  await sendToProvider(request, couple.token, project.id, planner.id);
  await signInBrowser(context, projectSite, couple);
  await page.goto(`${projectSite}/projects/${project.id}`);
  const requests = page.getByRole('region', { name: 'Wedding planners contactés' });
  const link = requests
    .getByRole('article', { name: planner.name })
    .getByRole('link', { name: planner.name });
  const href = await link.getAttribute('href');
  const profile = new URL(href ?? '', page.url());
  expect(profile.origin).toBe(new URL(baseURL as string).origin);
  expect(profile.pathname).toBe(`/wedding-planner/${planner.slug}`);

  const answered = page.waitForResponse((response) => response.url() === profile.href);
  await link.click();
  expect((await answered).status()).toBe(200);
  await expect(page).toHaveURL(profile.href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(planner.name);
});

test('/account refuses a typed city not picked from the suggestions, by the wizard’s rule', async ({
  page,
  context,
  projectSite,
  request,
}) => {
  const couple = await fileCouple(request);
  const me = async () => bodyOf(await callEndpoint(request, sessionApi.me, {}, { token: couple.token })).user;
  const cityBefore = (await me()).city;
  await signInBrowser(context, projectSite, couple);
  await page.goto(`${projectSite}/account`);
  const rule = /Choisissez une ville dans la liste proposée\.$/;
  const city = page.getByRole('combobox', { name: /^Ville/ });
  await city.fill('Oyonnax');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(city).toHaveAccessibleDescription(rule);
  await expect(city).toBeFocused();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toHaveCount(0);
  expect((await me()).city).toBe(cityBefore);

  // The wizard says the same of the same input.
  const { eventType, eventDate } = completeAnswers();
  await keepDraft(request, couple.token, { step: 2, answers: { eventType, eventDate }, planners: [] });
  await page.goto(`${projectSite}/projects/new`);
  await expectStep(page, 'event-details', { loading: true });
  const eventCity = wizardOf(page).getByRole('combobox', { name: /Ville de l’événement/ });
  await eventCity.fill('Oyonnax');
  await next(page);
  await expectStep(page, 'event-details');
  await expect(eventCity).toHaveAccessibleDescription(rule);
});
