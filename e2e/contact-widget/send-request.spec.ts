import type { Page } from '@playwright/test';
import {
  errorsOf,
  listenToWidgetEvents,
  newsOf,
  openProviderProfile,
  pageHeading,
  sentOf,
  watchCalls,
  weddingInLyon,
} from '../support/contact-widget';
import { expect, test } from '../support/fixtures';
import { futureEventDate, projectsOf, saveProject, type Planner } from '../support/server-api';
import { expectNoAccessibilityViolations } from '../support/accessibility';

/**
 * Sending a project from the presentation page of `<pp-contact-widget>`, signed in as the worker's couple
 * (no SMS code sent here, beyond the worker's couple if this worker registers it).
 */

async function openProfile(page: Page, index: number): Promise<Planner> {
  const provider = await openProviderProfile(page, index);
  await expect(pageHeading(page.locator('pp-contact-widget'), 'presentation')).toBeVisible();
  return provider;
}

test('a project without a message: the dialog asks for one, then sends it', async ({
  page,
  request,
  signedInCouple,
}) => {
  const eventDate = futureEventDate(3);
  const project = await saveProject(request, signedInCouple.token, { eventDate: eventDate.iso });
  const sends = watchCalls(page, '/api/send-to-prestataire');
  const heard = await listenToWidgetEvents(page);
  const provider = await openProfile(page, 10);
  const widget = page.locator('pp-contact-widget');
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).toHaveText(
    weddingInLyon(eventDate.french),
  );

  await widget.getByRole('button', { name: 'Envoyer ma demande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajoutez un message à votre demande' });
  await expect(dialog).toBeVisible();
  const message = dialog.getByRole('textbox', { name: 'Votre message' });
  await expect(message).toBeFocused();
  await expectNoAccessibilityViolations(page, 'the message dialog');

  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(dialog.getByText('Écrivez un message pour envoyer votre demande.')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  expect(sends, 'an empty message is not sent').toHaveLength(1);

  const text = 'Bonjour, nous préparons notre mariage à Lyon et aimerions vous rencontrer.';
  await message.fill(text);
  await expect(dialog.getByText(`${text.length} caractères sur 5000`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(newsOf(widget)).toHaveText('Demande envoyée avec succès');
  expect(sends.map((sent) => sent.postDataJSON() as unknown)).toEqual([
    { project: project.id, prestataire: provider.id },
    { project: project.id, prestataire: provider.id, message: text },
  ]);
  expect(sentOf(await heard())).toEqual([
    { providerId: provider.id, projectId: project.id, from: String(provider.id) },
  ]);
  // The message became the project's, so its next requests need not ask again.
  const saved = (await projectsOf(request, signedInCouple.token)).find((mine) => mine.id === project.id);
  expect(saved?.message).toBe(text);
});

test('cancelling the message dialog sends nothing, and the cancelled text is not sent later', async ({
  page,
  request,
  signedInCouple,
}) => {
  const project = await saveProject(request, signedInCouple.token, { eventDate: futureEventDate(3).iso });
  const sends = watchCalls(page, '/api/send-to-prestataire');
  const heard = await listenToWidgetEvents(page);
  const provider = await openProfile(page, 11);
  const widget = page.locator('pp-contact-widget');
  const send = widget.getByRole('button', { name: 'Envoyer ma demande' });
  const dialog = page.getByRole('dialog', { name: 'Ajoutez un message à votre demande' });
  const message = dialog.getByRole('textbox', { name: 'Votre message' });

  await send.click();
  await message.fill('Finalement, nous préférons attendre.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
  await expect(newsOf(widget)).toHaveText('');
  expect(sends, 'only the first try, answered "no-message"').toHaveLength(1);

  // A new try asks for a message again: what was cancelled is not sent behind the couple's back.
  const retry = page.waitForRequest('**/api/send-to-prestataire');
  await send.click();
  expect((await retry).postDataJSON(), 'the retry carries no cancelled text').toEqual({
    project: project.id,
    prestataire: provider.id,
  });
  await expect(dialog).toBeVisible();
  await expect(message).toHaveValue('');
  // Escape closes it as Cancel does.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(newsOf(widget)).toHaveText('');
  expect(sentOf(await heard())).toEqual([]);
});

test('sending the same project twice to a provider, or another project of the couple, says it was already contacted, then offers the suggestions', async ({
  page,
  request,
  signedInCouple,
}) => {
  const other = futureEventDate(4);
  await saveProject(request, signedInCouple.token, { eventDate: other.iso, message: 'Bonjour !' });
  const eventDate = futureEventDate(5);
  const project = await saveProject(request, signedInCouple.token, {
    eventDate: eventDate.iso,
    message: 'Bonjour, êtes-vous disponible à cette date ?',
  });
  const heard = await listenToWidgetEvents(page);
  const provider = await openProfile(page, 12);
  const widget = page.locator('pp-contact-widget');
  const projects = widget.getByRole('combobox', { name: 'Votre projet' });
  await expect(projects).toHaveText(weddingInLyon(eventDate.french));
  const send = widget.getByRole('button', { name: 'Envoyer ma demande' });
  const suggestions = page.getByRole('dialog', { name: 'D’autres wedding planners pour votre projet' });
  const offer = widget.getByRole('button', { name: 'Voir les wedding planners suggérés' });

  // The outcome first, never covered: the suggestions are offered below it, and open on demand.
  await send.click();
  await expect(newsOf(widget)).toHaveText('Demande envoyée avec succès');
  await expect(offer).toBeVisible();
  await expect(suggestions).toBeHidden();
  await offer.click();
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole('button', { name: 'Fermer' }).click();
  await expect(suggestions).toBeHidden();
  // Closed, the suggestions stay one click away.
  await offer.click();
  await expect(suggestions).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(suggestions).toBeHidden();

  // Sent, the button stays disabled until the project changes: pressing it again neither sends nor opens
  // the suggestions over the message.
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  // Forced: Playwright itself waits for an aria-disabled button to be enabled before it clicks.
  await send.click({ force: true });
  await expect(suggestions).toBeHidden();
  await expect(newsOf(widget)).toHaveText('Demande envoyée avec succès');
  expect(sentOf(await heard()), 'one request sent').toEqual([
    { providerId: provider.id, projectId: project.id, from: String(provider.id) },
  ]);

  // The same project sent again from a fresh page: the server says it already went.
  await page.reload();
  await widget.scrollIntoViewIfNeeded();
  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  await expect(projects).toHaveText(weddingInLyon(eventDate.french));
  const reload = page.waitForRequest('**/api/get-prestataires');
  await send.click();
  await expect(newsOf(widget)).toHaveText('Vous avez déjà contacté ce prestataire.');
  expect((await reload).postDataJSON()).toEqual({ project: project.id });
  await expect(suggestions).toBeHidden();
  await offer.click();
  await expect(suggestions.getByRole('button', { name: /^Contacter / }).first()).toBeVisible();
  await suggestions.getByRole('button', { name: 'Fermer' }).click();
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(sentOf(await heard()), 'nothing sent again').toEqual([]);

  // Another project clears the messages (docs/product/projects-and-requests.md#changing-project).
  await projects.click();
  await widget.getByRole('option', { name: weddingInLyon(other.french) }).click();
  await expect(projects).toHaveText(weddingInLyon(other.french));
  await expect(newsOf(widget)).toHaveText('');
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');
  // The couple's other project reaches the provider no sooner
  // (docs/product/projects-and-requests.md#one-contact-per-provider).
  await send.click();
  await expect(newsOf(widget)).toHaveText('Vous avez déjà contacté ce prestataire.');
  await expect(offer).toBeVisible();
  await expect(suggestions).toBeHidden();
  expect(sentOf(await heard()), 'nothing sent from the other project').toEqual([]);
});

test('a project the server cannot place is sent, and no suggestions show', async ({
  page,
  request,
  signedInCouple,
}) => {
  await saveProject(request, signedInCouple.token, {
    eventDate: futureEventDate(2).iso,
    eventLocation: 'Plouzbrouk-sur-Mer',
    zipCode: undefined,
    latitude: null,
    longitude: null,
    message: 'Bonjour !',
  });
  await openProfile(page, 14);
  const widget = page.locator('pp-contact-widget');
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).toHaveText(/Plouzbrouk-sur-Mer$/);

  const suggestionsAnswer = page.waitForResponse('**/api/get-prestataires');
  await widget.getByRole('button', { name: 'Envoyer ma demande' }).click();
  expect(await (await suggestionsAnswer).json()).toMatchObject({
    success: false,
    error_slug: 'city-not-found',
  });
  await expect(newsOf(widget)).toHaveText('Demande envoyée avec succès');
  await expect(errorsOf(widget), 'city-not-found is silent').toHaveText('');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Voir les wedding planners suggérés' })).toHaveCount(0);
});

test('a request the server refuses shows its error and can be tried again', async ({
  page,
  request,
  signedInCouple,
}) => {
  await saveProject(request, signedInCouple.token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour !',
  });
  await openProfile(page, 15);
  const widget = page.locator('pp-contact-widget');
  // The page's provider is withdrawn from the directory while the page is open.
  await widget.evaluate((element) => element.setAttribute('data-provider-id', '999999'));
  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  const send = widget.getByRole('button', { name: 'Envoyer ma demande' });
  const refused = "Erreur lors de l'envoie de la demande : Erreur 404 : Ce prestataire est introuvable.";

  await send.click();
  await expect(errorsOf(widget)).toHaveText(refused);
  await expect(send).toBeEnabled();
  const retry = page.waitForResponse('**/api/send-to-prestataire');
  await send.click();
  expect((await retry).status()).toBe(404);
  await expect(errorsOf(widget)).toHaveText(refused);
  await expect(newsOf(widget)).toHaveText('');
});

test('the new-project button opens the project site in a new tab; back on the profile, the new project is chosen', async ({
  page,
  context,
  request,
  baseURL,
  signedInCouple,
}) => {
  const older = futureEventDate(7);
  await saveProject(request, signedInCouple.token, { eventDate: older.iso, message: 'Bonjour !' });
  await saveProject(request, signedInCouple.token, {
    eventDate: futureEventDate(8).iso,
    message: 'Bonjour !',
  });
  const provider = await openProfile(page, 13);
  const widget = page.locator('pp-contact-widget');
  const projects = widget.getByRole('combobox', { name: 'Votre projet' });
  await projects.click();
  await widget.getByRole('option', { name: weddingInLyon(older.french) }).click();
  await expect(projects).toHaveText(weddingInLyon(older.french));
  const projectSite = new URL(baseURL as string);
  projectSite.hostname = `projet.${projectSite.hostname}`;
  await expect(widget).toHaveAttribute('data-base-url', projectSite.href);
  const profileUrl = page.url();

  const opened = context.waitForEvent('page');
  const newProject = widget.getByRole('link', {
    name: 'Créer un nouveau projet (s’ouvre dans un nouvel onglet)',
  });
  await expect(newProject).toHaveAttribute(
    'href',
    `${projectSite.href}?project=new&prestataire=${provider.id}&locale=fr-FR`,
  );
  await newProject.click();
  const tab = await opened;
  await tab.waitForLoadState();
  // The project site sends the link on to its wizard, with the provider chosen.
  await expect(tab).toHaveURL(`${projectSite.href}projects/new/event-type`);
  await expect(tab.getByRole('heading', { level: 1, name: 'Créer mon projet' })).toBeVisible();
  expect(page.url(), 'the profile stays open').toBe(profileUrl);

  // The couple creates the project on the project site (its creation app is not part of this server, so
  // through the API), closes the tab and is back on the profile.
  const created = futureEventDate(9);
  await saveProject(request, signedInCouple.token, { eventDate: created.iso, message: 'Bonjour !' });
  await tab.close();
  // Headless Chromium never hides a page, so it never tells the profile it is shown again: the test sends
  // the `visibilitychange` the browser sends when its tab comes back to the front.
  const reload = page.waitForResponse('**/api/get-projects');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await reload;
  await expect(projects).toHaveText(weddingInLyon(created.french));
});
