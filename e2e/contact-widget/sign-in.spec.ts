import {
  askForCode,
  codeBox,
  codeGroup,
  listenToWidgetEvents,
  newsOf,
  openProviderProfile,
  pageHeading,
  sentOf,
  stepsOf,
  tokenCookies,
  typeCode,
  watchCalls,
  weddingInLyon,
} from '../support/contact-widget';
import { expect, test } from '../support/fixtures';
import {
  freshPhone,
  futureEventDate,
  nationalFrenchNumber,
  planners,
  saveProject,
  SEEDED_COUPLE_PHONE,
  sendToProvider,
  smsCode,
} from '../support/server-api';
import { expectNoAccessibilityViolations } from '../support/accessibility';

/**
 * How a couple reaches the presentation page of `<pp-contact-widget>` on a provider's profile: new
 * (phone, code, inscription), returning (phone, code), already signed in. SMS codes sent: 2 (the new and
 * the returning couple), plus the worker's couple if this worker registers it here.
 */

test('a new couple signs up on a provider profile, sends a project and contacts a suggested provider', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // The whole journey with four accessibility audits: about 20 s alone, near the 30 s default beside another
  // worker on two cores.
  test.slow();
  const heard = await listenToWidgetEvents(page);
  const provider = await openProviderProfile(page, 0);
  const widget = page.locator('pp-contact-widget');
  await expect(pageHeading(widget, 'account')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the account page, phone step');

  const phone = freshPhone();
  await askForCode(widget, nationalFrenchNumber(phone));
  await expect(codeGroup(widget)).toBeVisible();
  await expect(newsOf(widget)).toHaveText(/^Un code a été envoyé au \+33 7 6/);
  await expect(codeBox(widget, 1), 'the focus waits in the first box').toBeFocused();
  await expectNoAccessibilityViolations(page, 'the account page, code step');
  await page.keyboard.type(await smsCode(request, phone));

  // The focus was in the widget: it moves to the new page's title, where a screen reader starts reading.
  await expect(pageHeading(widget, 'inscription')).toBeFocused();
  await expectNoAccessibilityViolations(page, 'the inscription page');
  // Sent too early, the form names every missing answer and takes the focus to the first.
  await widget.getByRole('button', { name: 'Créer mon profil' }).click();
  for (const error of [
    'Email invalide',
    'Nom invalide',
    'Prénom invalide',
    'Ville invalide',
    'Vous devez accepter les conditions générales de vente',
  ]) {
    await expect(widget.getByText(error, { exact: true })).toBeVisible();
  }
  await expect(widget.getByRole('textbox', { name: 'Adresse e-mail' })).toBeFocused();
  await expectNoAccessibilityViolations(page, 'the inscription page with its errors');
  await widget.getByRole('textbox', { name: 'Adresse e-mail' }).fill('lea.moreau@example.fr');
  await widget.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await widget.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  const city = widget.getByRole('combobox', { name: 'Ville' });
  await city.pressSequentially('Lyon');
  await expect(widget.getByRole('option', { name: /^Lyon69001/ })).toBeVisible();
  await city.press('ArrowDown');
  await expect(widget.getByRole('option', { name: /^Lyon69001/ })).toHaveAttribute('aria-selected', 'true');
  await city.press('Enter');
  await expect(city).toHaveValue('Lyon');
  await expect(city).toHaveAttribute('aria-expanded', 'false');

  // The terms of sale open in a new tab, and following the link does not tick the box.
  const terms = widget.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ });
  const termsTab = context.waitForEvent('page');
  await widget.getByRole('link', { name: /^conditions générales de vente/ }).click();
  const termsPage = await termsTab;
  await expect(termsPage).toHaveURL(/\/cgv\/$/);
  await expect(
    termsPage.getByRole('heading', { level: 1, name: 'Conditions générales de vente' }),
  ).toBeVisible();
  await termsPage.close();
  await expect(terms).not.toBeChecked();
  await terms.check();
  await widget.getByRole('combobox', { name: 'Langue de vos échanges' }).selectOption({ label: 'English' });
  await widget.getByRole('button', { name: 'Créer mon profil' }).click();

  await expect(pageHeading(widget, 'presentation')).toBeFocused();
  await expect(
    widget.getByText('Vous n’avez aucun projet à venir. Créez-en un pour contacter ce wedding planner.'),
  ).toBeVisible();
  expect(stepsOf(await heard())).toEqual(['account', 'inscription', 'presentation']);

  // The session is kept in cookies on the whole site (docs/product/session.md#token-cookies): the refresh
  // token until the session's end, seven days after this sign-in; the access token a little less than its five
  // minutes, so that a call renews it rather than send it spent.
  const DAY_MS = 86_400_000;
  const MINUTE_MS = 60_000;
  const sessionCookies = await context.cookies(baseURL as string);
  const lifetimeOf = (name: string) => {
    const cookie = sessionCookies.find((each) => each.name === name);
    if (!cookie) throw new Error(`no ${name} cookie after the inscription`);
    expect(cookie.path).toBe('/');
    return cookie.expires * 1000 - Date.now();
  };
  expect(lifetimeOf('refresh_token')).toBeGreaterThan(7 * DAY_MS - MINUTE_MS);
  expect(lifetimeOf('refresh_token')).toBeLessThanOrEqual(7 * DAY_MS);
  expect(lifetimeOf('token')).toBeGreaterThan(3 * MINUTE_MS);
  expect(lifetimeOf('token')).toBeLessThanOrEqual(5 * MINUTE_MS);

  // The profile the server keeps is the one typed, with the city picked and the language chosen.
  const { token } = await tokenCookies(context, baseURL as string);
  if (!token) throw new Error('no token cookie after the inscription');
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()) as unknown).toMatchObject({
    user: {
      phone,
      email: 'lea.moreau@example.fr',
      lastname: 'Moreau',
      firstname: 'Léa',
      city: 'Lyon',
      zipCode: '69001',
      country: 'FR',
      locale: 'en',
      has_finished_onboarding: true,
    },
  });

  // The project-creation app is another site: the couple creates the project there (here, through its API).
  const eventDate = futureEventDate(1);
  const project = await saveProject(request, token, {
    eventDate: eventDate.iso,
    message: 'Bonjour, nous cherchons un wedding planner pour notre mariage à Lyon.',
  });
  await page.reload();
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).toHaveText(
    weddingInLyon(eventDate.french),
  );
  await expectNoAccessibilityViolations(page, 'the presentation page');

  await widget.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(newsOf(widget)).toHaveText('Demande envoyée avec succès');
  const suggestions = page.getByRole('dialog', { name: 'D’autres wedding planners pour votre projet' });
  await widget.getByRole('button', { name: 'Voir les wedding planners suggérés' }).click();
  await expect(suggestions).toBeVisible();
  const contactButtons = suggestions.getByRole('button', { name: /^Contacter / });
  await expect(contactButtons.first()).toBeVisible();
  expect(await contactButtons.count()).toBeLessThanOrEqual(3);
  await expectNoAccessibilityViolations(page, 'the suggestions dialog');

  const suggestedName = ((await contactButtons.first().getAttribute('aria-label')) ?? '').replace(
    /^Contacter /,
    '',
  );
  const suggested = (await planners(request)).find((planner) => planner.name === suggestedName);
  if (!suggested) throw new Error(`the suggested "${suggestedName}" is not a French planner`);
  expect(suggested.id).not.toBe(provider.id);
  const card = suggestions
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Contacter ${suggestedName}` }) });
  await card.getByRole('button', { name: `Contacter ${suggestedName}` }).click();
  await expect(card.getByRole('status')).toHaveText('Demande envoyée avec succès');
  await expect(card.getByRole('button', { name: `Contacter ${suggestedName}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // Both from the page's widget, the suggested provider's included.
  expect(sentOf(await heard())).toEqual([
    { providerId: provider.id, projectId: project.id, from: String(provider.id) },
    { providerId: suggested.id, projectId: project.id, from: String(provider.id) },
  ]);
  // Both requests are on the server: sending them again is refused.
  for (const providerId of [provider.id, suggested.id]) {
    expect(await sendToProvider(request, token, project.id, providerId)).toEqual({
      success: false,
      error: 'already-sent',
    });
  }
});

test('a returning couple goes from the code straight to the presentation page', async ({ page, request }) => {
  const heard = await listenToWidgetEvents(page);
  await openProviderProfile(page, 1);
  const widget = page.locator('pp-contact-widget');

  await askForCode(widget, nationalFrenchNumber(SEEDED_COUPLE_PHONE));
  await typeCode(widget, await smsCode(request, SEEDED_COUPLE_PHONE));

  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  expect(stepsOf(await heard())).toEqual(['account', 'presentation']);
  // The seeded couple's upcoming wedding is offered; its engagement party, already past, is not.
  const projects = widget.getByRole('combobox', { name: 'Votre projet' });
  await expect(projects).toHaveText(/^Mariage\s*\d/);
  await projects.click();
  await expect(widget.getByRole('listbox').getByRole('option')).toHaveCount(1);
});

test('a signed-in couple starts on the presentation page', async ({ page, request, signedInCouple }) => {
  const eventDate = futureEventDate(2);
  await saveProject(request, signedInCouple.token, { eventDate: eventDate.iso, message: 'Bonjour !' });
  const heard = await listenToWidgetEvents(page);
  const checkPhoneCalls = watchCalls(page, '/api/check-phone');

  await openProviderProfile(page, 2);
  const widget = page.locator('pp-contact-widget');

  await expect(pageHeading(widget, 'presentation')).toBeVisible();
  await expect(widget.getByRole('combobox', { name: 'Votre projet' })).toHaveText(
    weddingInLyon(eventDate.french),
  );
  expect(stepsOf(await heard())).toEqual(['presentation']);
  await expect(widget.getByRole('textbox', { name: 'Numéro de téléphone' })).toHaveCount(0);
  expect(checkPhoneCalls).toEqual([]);
});
