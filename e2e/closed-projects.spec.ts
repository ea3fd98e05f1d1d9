import * as directoryApi from '@shared/api/contract/directory';
import * as projectsApi from '@shared/api/contract/projects';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { signInBrowser } from './support/contact-widget';
import { expect, test } from './support/fixtures';
import { expectAxeCleanAtBothWidths } from './support/project-site';
import { coupleForFile, futureEventDate, saveProject, sendToProvider } from './support/server-api';

/**
 * Issue 19: closing a project promised "votre historique", which did not exist. The couple's home now lists
 * the closed projects apart, with their requests, each opening its view read-only. One SMS code: the file's
 * couple, who reaches the planner once (docs/product/projects-and-requests.md#one-contact-per-provider).
 */
const fileCouple = coupleForFile();

test('a project closed from its view is listed apart on the home, and opens read-only with its requests', async ({
  page,
  projectSite,
  request,
  context,
}) => {
  // Three pages, a dialog and axe at two widths: more than the default time on a busy machine.
  test.slow();
  const couple = await fileCouple(request);
  const search = await callEndpoint(request, directoryApi.searchDirectory, { country: 'FR' });
  const [planner] = bodyOf(search).providers;
  if (!planner) throw new Error('the directory has no planner');
  const kept = futureEventDate(2);
  const closing = futureEventDate(3);
  const open = await saveProject(request, couple.token, { eventDate: kept.iso, message: 'Bonjour !' });
  const project = await saveProject(request, couple.token, {
    eventDate: closing.iso,
    message: 'Bonjour, nous cherchons un wedding planner.',
  });
  await sendToProvider(request, couple.token, project.id, planner.id);
  await signInBrowser(context, projectSite, couple);

  await page.goto(`${projectSite}/projects/${project.id}`);
  await page.getByRole('button', { name: 'Clôturer ce projet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clôturer ce projet ?' });
  await expect(dialog).toContainText('parmi les projets clôturés de votre accueil');
  await dialog.getByRole('button', { name: 'Oui, clôturer le projet' }).click();
  await expect(page.getByText(/^Ce projet est clôturé depuis le /)).toBeVisible();

  await page.goto(`${projectSite}/`);
  const closedSection = page.getByRole('region', { name: 'Projets clôturés' });
  const closedName = `Mariage · ${closing.french} · Lyon`;
  const closedLink = closedSection.getByRole('link', { name: closedName });
  await expect(closedLink).toBeVisible();
  const closedCard = closedSection
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: closedName }) });
  await expect(closedCard).toContainText(/Clôturé le \d+ \S+ \d{4}/);
  await expect(closedCard).toContainText('Wedding planners contactés : 1');
  const upcoming = page.getByRole('region', { name: 'Vos projets à venir' });
  await expect(upcoming.getByRole('link', { name: `Mariage · ${kept.french} · Lyon` })).toBeVisible();
  // Only in its own section: the upcoming list above it leaves it out.
  await expect(page.getByRole('link', { name: closedName })).toHaveCount(1);
  await expectAxeCleanAtBothWidths(page, 'the home with a closed project');

  await closedLink.click();
  await expect(page).toHaveURL(`${projectSite}/projects/${project.id}`);
  await expect(page.getByText(/^Ce projet est clôturé depuis le /)).toBeVisible();
  const requests = page.getByRole('region', { name: 'Wedding planners contactés' });
  await expect(requests.getByRole('article', { name: planner.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Détails du projet' })).toBeVisible();
  for (const action of ['Modifier le projet', 'Clôturer ce projet', 'Voir les wedding planners suggérés']) {
    await expect(page.getByRole('button', { name: action })).toHaveCount(0);
  }
  const change = await callEndpoint(
    request,
    projectsApi.updateProject,
    { theme: 'Bohème' },
    { token: couple.token, params: { id: project.id } },
  );
  expect(change.status).toBe(409);
  expect(open.status).toBe('open');
});

test('the project view’s details follow its title without an empty band', async ({
  page,
  projectSite,
  request,
  context,
  signedInCouple,
}) => {
  const project = await saveProject(request, signedInCouple.token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour !',
  });
  await signInBrowser(context, projectSite, signedInCouple);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${projectSite}/projects/${project.id}`);
  const details = page.getByRole('heading', { name: 'Détails du projet' });
  await expect(details).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  const next = await details.boundingBox();
  if (!title || !next) throw new Error('the title or the details are not laid out');
  // The space between two parts of the view (3rem), not that plus an empty news region's and the margins.
  expect(next.y - (title.y + title.height)).toBeLessThanOrEqual(48);
});
