import * as accountApi from '@shared/api/contract/account';
import * as draftsApi from '@shared/api/contract/project-drafts';
import * as projectsApi from '@shared/api/contract/projects';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { askForCode, signInBrowser, tokenCookies, typeCode } from './support/contact-widget';
import { createProfile } from './support/directory-islands';
import { expect, test } from './support/fixtures';
import { WIDTHS } from './support/public-pages';
import {
  breakIsland,
  countDocumentLoads,
  expectAxeCleanAtBothWidths,
  expectFailureScreen,
  expectNoOverflowOnPhone,
} from './support/project-site';
import {
  coupleForFile,
  freshPhone,
  futureEventDate,
  nationalFrenchNumber,
  planners,
  projectsOf,
  saveProject,
  sendToProvider,
  smsCode,
} from './support/server-api';

/**
 * The project site's shell (issue 12): the header's session on every page, the wedding project page for a
 * visitor and for a couple, /register, /testimonials, /search, the not-found page and the failure screen.
 * SMS codes sent: 3 (a sign-up on the home, one on /register, the file's couple: the home's list, then Dutch).
 */

/** The couple of the home's list, then the Dutch-speaking couple: one code for both. */
const fileCouple = coupleForFile();

test('a visitor is welcomed, signs up on the home and finds the couple’s home without a reload', async ({
  page,
  request,
  context,
  projectSite,
}) => {
  const loads = countDocumentLoads(page);
  await page.goto(`${projectSite}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur votre projet de mariage');
  await expect(page.locator('.claims li')).toHaveText([
    'Plus de 500 prestataires',
    'Une réponse en moins de 24 heures',
    'Contacter plusieurs prestataires multiplie vos réponses par 6',
    'Notre algorithme sélectionne 3 profils pour vous',
  ]);
  await expect(page.getByRole('link', { name: 'Commencer un projet' })).toHaveAttribute(
    'href',
    '/projects/new',
  );
  await expect(page.locator('header').getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    '/register',
  );
  const signIn = page.locator('[data-island="project-sign-in"]');
  await expect(signIn.getByRole('heading', { name: 'Connectez-vous avec votre téléphone' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, 'the visitor’s home');
  await expectNoOverflowOnPhone(page, 'the visitor’s home');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  const phone = freshPhone();
  await askForCode(signIn, nationalFrenchNumber(phone));
  await typeCode(signIn, await smsCode(request, phone));
  await createProfile(signIn, `accueil${phone.slice(-7)}@example.fr`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos projets à venir');
  await expect(page.getByText('Vous n’avez pas de projet à venir.')).toBeVisible();
  await expect(page.locator('#project-visitor')).toBeHidden();
  await expect(page.locator('header').getByText('Bonjour Léa')).toBeAttached();
  expect(loads(), 'no reload after the sign-up').toBe(1);

  // Logging out ends the session and leads back to the visitor's home.
  await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
  await page.locator('header summary').click();
  await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur votre projet de mariage');
  expect((await tokenCookies(context, projectSite)).token).toBeUndefined();
});

test('a couple’s home lists only upcoming open projects, newest first, with their counts, and the draft', async ({
  page,
  request,
  context,
  baseURL,
  projectSite,
}) => {
  const couple = await fileCouple(request);
  const later = futureEventDate(1);
  const muchLater = futureEventDate(3);
  const first = await saveProject(request, couple.token, { eventDate: later.iso, message: 'Bonjour !' });
  const second = await saveProject(request, couple.token, {
    eventDate: muchLater.iso,
    eventLocation: 'Nantes',
  });
  const closed = await saveProject(request, couple.token, { eventDate: later.iso, eventLocation: 'Paris' });
  bodyOf(
    await callEndpoint(
      request,
      projectsApi.closeProject,
      {},
      { token: couple.token, params: { id: closed.id } },
    ),
  );
  const [planner] = await planners(request);
  expect((await sendToProvider(request, couple.token, first.id, planner?.id ?? 0)).success).toBe(true);
  bodyOf(
    await callEndpoint(
      request,
      draftsApi.saveProjectDraft,
      { step: 2, answers: { eventType: 'wedding' } },
      { token: couple.token },
    ),
  );
  // A project whose day has passed cannot be created any more: the list the server gives gets one.
  await page.route('**/api/get-projects*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('status') === 'closed') return route.fallback();
    // Node does not resolve *.localhost as the browser does; the API answers the same on every host.
    const answer = await route.fetch({
      url: route
        .request()
        .url()
        .replace(projectSite, baseURL ?? ''),
    });
    const body = (await answer.json()) as { projects: Record<string, unknown>[] };
    const past = { ...body.projects[0], id: 999_999, eventDate: '2020-06-20', eventLocation: 'Passé' };
    await route.fulfill({ response: answer, json: { ...body, projects: [past, ...body.projects] } });
  });

  await signInBrowser(context, projectSite, couple);
  await page.goto(`${projectSite}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos projets à venir');
  // The upcoming ones; the closed one is listed apart, below them.
  const items = page.locator('.project-home > .project-home__list > .project-home__item');
  await expect(items.getByRole('heading')).toHaveText([
    `Mariage · ${muchLater.french} · Nantes`,
    `Mariage · ${later.french} · Lyon`,
  ]);
  const closedProjects = page.getByRole('region', { name: 'Projets clôturés' });
  await expect(closedProjects.getByRole('heading', { level: 3 })).toHaveText([
    `Mariage · ${later.french} · Paris`,
  ]);
  await expect(closedProjects.getByRole('link')).toHaveAttribute('href', `/projects/${closed.id}`);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', `/projects/${second.id}`);
  await expect(items.nth(1)).toContainText('Wedding planners contactés : 1');
  await expect(items.nth(1)).toContainText('Réponses reçues : 0');
  await expect(items.first()).toContainText('Wedding planners contactés : 0');
  await expect(page.getByRole('link', { name: 'Continuer mon projet' })).toHaveAttribute(
    'href',
    '/projects/new',
  );
  await expect(page.getByRole('link', { name: 'Nouveau projet' })).toHaveAttribute('href', '/projects/new');
  await expect(page.locator('#project-visitor')).toBeHidden();
  await expectAxeCleanAtBothWidths(page, 'the couple’s home');
  await expectNoOverflowOnPhone(page, 'the couple’s home');
});

test('a Dutch-speaking couple gets the whole site in Dutch once the user is loaded, reloaded once', async ({
  page,
  request,
  context,
  projectSite,
}) => {
  const couple = await fileCouple(request);
  bodyOf(await callEndpoint(request, accountApi.updateProfile, { locale: 'nl-BE' }, { token: couple.token }));
  await signInBrowser(context, projectSite, couple);
  const loads = countDocumentLoads(page);
  await page.goto(`${projectSite}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^nl-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw komende projecten');
  await expect(page.locator('header').getByRole('navigation')).toContainText('Mijn project');
  await expect(page.locator('header').getByRole('button', { name: 'Uitloggen' })).toBeAttached();
  expect(loads(), 'one reload into Dutch').toBe(2);

  await page.goto(`${projectSite}/testimonials`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zij vonden hun weddingplanner');
  await page.goto(`${projectSite}/search`);
  await expect(page.getByRole('heading', { level: 2, name: 'Zoek een weddingplanner' })).toBeVisible();
  await page.goto(`${projectSite}/no/such/page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
});

test('/register signs a new couple up and leads to the home', async ({ page, request, projectSite }) => {
  await page.goto(`${projectSite}/register`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer mon compte');
  const signIn = page.locator('[data-island="project-sign-in"]');
  await expect(signIn.getByRole('heading', { name: 'Connectez-vous avec votre téléphone' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/register');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  const phone = freshPhone();
  await askForCode(signIn, nationalFrenchNumber(phone));
  await typeCode(signIn, await smsCode(request, phone));
  await createProfile(signIn, `inscription${phone.slice(-7)}@example.fr`);
  await expect(page).toHaveURL(`${projectSite}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos projets à venir');
});

test('/testimonials shows the couples’ words', async ({ page, projectSite }) => {
  await page.goto(`${projectSite}/testimonials`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ils ont trouvé leur wedding planner');
  await expect(page.locator('.project-testimonial')).toHaveCount(4);
  await expect(page.locator('header').getByRole('link', { name: 'Témoignages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAxeCleanAtBothWidths(page, '/testimonials');
  await expectNoOverflowOnPhone(page, '/testimonials');
});

test('/search asks a visitor to sign in, and adds a found planner to a couple’s project', async ({
  page,
  request,
  context,
  projectSite,
  signedInCouple,
}) => {
  // Two searches, an axe check at both widths and a sign-in between them.
  test.setTimeout(60_000);
  await page.goto(`${projectSite}/search`);
  const search = page.locator('[data-island="directory-search"]');
  await search.getByRole('button', { name: 'Rechercher' }).click();
  const card = search.locator('.pp-directory-search__card').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.getByText(`Ajouter ${name} à un projet`).click();
  await expect(card.getByText('Connectez-vous pour ajouter ce wedding planner à un projet.')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/search with its results');

  const date = futureEventDate(2);
  const project = await saveProject(request, signedInCouple.token, {
    eventDate: date.iso,
    eventLocation: 'Bordeaux',
    message: 'Nous cherchons un wedding planner.',
  });
  await signInBrowser(context, projectSite, signedInCouple);
  await page.goto(`${projectSite}/search`);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  const found = search.locator('.pp-directory-search__card').filter({ hasText: name }).first();
  await found.getByText(`Ajouter ${name} à un projet`).click();
  await found.getByRole('combobox', { name: 'Projet' }).selectOption({ label: `${date.french} · Bordeaux` });
  await found.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(found.getByText(`Demande envoyée à ${name}.`)).toBeVisible();
  const sent = (await projectsOf(request, signedInCouple.token)).find(({ id }) => id === project.id);
  expect(sent, 'the project, as the server keeps it').toBeDefined();
  const listed = bodyOf(
    await callEndpoint(request, projectsApi.getProjects, {}, { token: signedInCouple.token }),
  );
  expect(listed.projects.find(({ id }) => id === project.id)?.requests.contacted).toBe(1);
});

test('an unknown path shows the project site’s not-found page with status 404', async ({
  page,
  projectSite,
}) => {
  const answer = await page.goto(`${projectSite}/no/such/page`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.locator('header').getByRole('navigation', { name: 'Navigation du site' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  await expectAxeCleanAtBothWidths(page, 'the not-found page');
});

test('the home links the code of the islands it starts at once, which nothing inserts again', async ({
  page,
  projectSite,
}) => {
  const answer = await page.goto(`${projectSite}/`);
  const linked = Array.from(
    (await answer?.text())?.matchAll(/<link rel="modulepreload" href="([^"]+)"/g) ?? [],
    ([, href]) => new URL(href ?? '', projectSite).href,
  );
  expect(linked).toContainEqual(expect.stringMatching(/\/project-home-island-[\w-]+\.js$/));
  expect(linked).toContainEqual(expect.stringMatching(/\/project-session-island-[\w-]+\.js$/));
  // The sign-in starts once it is near the viewport: its code stays for then.
  expect(linked).not.toContainEqual(expect.stringMatching(/project-sign-in-island/));
  const statuses = await page.evaluate(
    (hrefs) => Promise.all(hrefs.map(async (href) => (await fetch(href)).status)),
    linked,
  );
  expect(new Set(statuses)).toEqual(new Set([200]));
  await expect(page.locator('[data-island="project-home"][data-island-started]')).toBeAttached();
  const inPage = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(linked.filter((href) => inPage.filter((other) => other === href).length !== 1)).toEqual([]);
  // Fetched after what the first paint needs.
  await expect(page.locator('link[rel="modulepreload"][fetchpriority="low"]')).toHaveCount(linked.length);
});

test('an island that fails shows the failure screen, whose button reloads the page', async ({
  page,
  projectSite,
}) => {
  await breakIsland(page, 'project-session');
  const loads = countDocumentLoads(page);
  await page.goto(`${projectSite}/testimonials`);
  await expectFailureScreen(page);
  await page.getByRole('button', { name: 'Actualiser la page' }).click();
  await expect.poll(loads).toBe(2);
  await expectFailureScreen(page);
});
