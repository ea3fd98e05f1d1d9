import {
  errorsOf,
  listenToWidgetEvents,
  openProviderProfile,
  pageHeading,
  signInBrowser,
  stepsOf,
  tokenCookies,
  watchCalls,
  weddingInLyon,
} from '../support/contact-widget';
import { expect, test } from '../support/fixtures';
import {
  futureEventDate,
  projectsOf,
  registerCouple,
  saveProject,
  sendToProvider,
} from '../support/server-api';
import { expectNoAccessibilityViolations } from '../support/accessibility';

/**
 * The session behind `<pp-contact-widget>` (docs/product/session.md#refresh-on-401): a refused access token
 * is renewed once with the refresh token and the call retried; when that fails the session is forgotten and
 * the couple asked to sign in again. SMS codes sent: 1 (the couple whose page renews its tokens).
 */

test('an access token the server refuses is renewed with the refresh token and the call retried', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Its own couple: the page spends the refresh token, which the worker's couple's tests must not share.
  const couple = await registerCouple(request);
  const eventDate = futureEventDate(2);
  const project = await saveProject(request, couple.token, {
    eventDate: eventDate.iso,
    message: 'Bonjour !',
  });
  await signInBrowser(context, baseURL as string, {
    token: 'an.expired.token',
    refresh_token: couple.refresh_token,
  });
  const refreshes = watchCalls(page, '/api/token/refresh');
  const heard = await listenToWidgetEvents(page);

  await openProviderProfile(page, 20);
  const widget = page.locator('pp-contact-widget');
  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).toHaveText(
    weddingInLyon(eventDate.french),
  );
  expect(stepsOf(await heard())).toEqual(['presentation']);
  await expect(errorsOf(widget)).toHaveText('');

  expect(refreshes.map((refresh) => refresh.postDataJSON() as unknown)).toEqual([
    { refresh_token: couple.refresh_token },
  ]);
  const renewed = await tokenCookies(context, baseURL as string);
  expect(renewed.token).toBeDefined();
  expect(renewed.token).not.toBe('an.expired.token');
  expect(renewed.refresh_token).toBeDefined();
  expect(renewed.refresh_token).not.toBe(couple.refresh_token);
  // The renewed token is the session's: the server knows it.
  const mine = await projectsOf(request, renewed.token as string);
  expect(mine.map((saved) => saved.id)).toContain(project.id);
});

test('when the tokens cannot be renewed the widget returns to the account page and says the session expired', async ({
  page,
  context,
  request,
  baseURL,
  signedInCouple,
}) => {
  const project = await saveProject(request, signedInCouple.token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour !',
  });
  const heard = await listenToWidgetEvents(page);
  const { id: providerId } = await openProviderProfile(page, 21);
  const widget = page.locator('pp-contact-widget');
  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).not.toBeEmpty();

  // Meanwhile the session ended elsewhere: both tokens the page holds are refused.
  await signInBrowser(context, baseURL as string, {
    token: 'an.expired.token',
    refresh_token: 'a-revoked-refresh-token',
  });
  const refreshes = watchCalls(page, '/api/token/refresh');
  await widget.getByRole('button', { name: 'Envoyer ma demande' }).click();

  await expect(pageHeading(widget, 'account')).toBeVisible();
  await expect(errorsOf(widget)).toHaveText('Votre session a expiré. Veuillez vous reconnecter.');
  await expect(pageHeading(widget, 'account')).toBeFocused();
  await expect(widget.getByRole('textbox', { name: 'Numéro de téléphone' })).toBeVisible();
  expect(refreshes, 'one try to renew').toHaveLength(1);
  expect(await tokenCookies(context, baseURL as string), 'the tokens are forgotten').toEqual({
    token: undefined,
    refresh_token: undefined,
  });
  const events = await heard();
  expect(stepsOf(events)).toEqual(['presentation', 'account']);
  expect(
    events.filter((event) => event.type === 'pp-contact-widget-error').map((event) => event.detail),
  ).toEqual([{ message: 'Votre session a expiré. Veuillez vous reconnecter.', step: 'account' }]);
  await expectNoAccessibilityViolations(page, 'the account page after the session expired');

  // The request never reached the provider.
  expect(await sendToProvider(request, signedInCouple.token, project.id, providerId)).toMatchObject({
    success: true,
  });
});

test('a session already over when the page loads starts the widget on the account page, silently', async ({
  page,
  context,
  baseURL,
}) => {
  await signInBrowser(context, baseURL as string, {
    token: 'an.expired.token',
    refresh_token: 'a-revoked-refresh-token',
  });
  const heard = await listenToWidgetEvents(page);
  await openProviderProfile(page, 22);
  const widget = page.locator('pp-contact-widget');

  await expect(pageHeading(widget, 'account')).toBeVisible();
  await expect(widget.getByRole('textbox', { name: 'Numéro de téléphone' })).toBeVisible();
  await expect(
    errorsOf(widget),
    'failures loading the user are ignored (docs/product/errors-and-failure-screen.md#silent-failures)',
  ).toHaveText('');
  expect(await tokenCookies(context, baseURL as string)).toEqual({
    token: undefined,
    refresh_token: undefined,
  });
  const events = await heard();
  expect(stepsOf(events)).toEqual(['account']);
  expect(events.filter((event) => event.type === 'pp-contact-widget-error')).toEqual([]);
});
