import * as creditsApi from '@shared/api/contract/back-office/credits';
import * as devApi from '@shared/api/contract/dev';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import * as profileUrlApi from '@shared/api/contract/back-office/profile-url';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { expect, publishedProvider, signInProviderBrowser, test } from './support/provider';
import {
  emailedLink,
  futureEventDate,
  registerCouple,
  saveProject,
  sendToProvider,
} from './support/server-api';

/**
 * Issue 23's reviews in Chromium: a couple whose request a new planner unlocked gets, once its event date has
 * passed (the invitations' sweep run at that date through the development route: no test waits on a clock),
 * the review link in its outbox, and leaves a review on the page it opens, without JavaScript; the same link
 * refuses a second review. The planner reads it in the back-office, replies and edits the reply with the
 * keyboard, and reports it; the public profile shows the review, the reply, the average and the JSON-LD rating.
 * SMS codes sent: 1 (the couple).
 */

test('a couple reviews its planner from the emailed link, the planner replies, and the profile shows both', async ({
  page,
  request,
  browser,
  context,
  backOffice,
  baseURL,
}) => {
  // A purchase, a couple's page, two pages checked with axe at both widths and the profile.
  test.setTimeout(120_000);
  const mark = Date.now().toString(36);
  const name = `Maison Avis ${mark}`;
  const planner = await publishedProvider(request, name);
  await signInProviderBrowser(context, backOffice, planner);
  const as = { token: planner.token };
  const { company } = bodyOf(await callEndpoint(request, providerAccountApi.me, {}, as));

  // The couple's request, unlocked by the planner (credits bought in the sandbox checkout).
  const couple = await registerCouple(request);
  const event = futureEventDate(1);
  const project = await saveProject(request, couple.token, {
    eventDate: event.iso,
    serviceType: 'full-service',
    message: `Bonjour, nous préparons notre mariage (${mark}).`,
  });
  await sendToProvider(request, couple.token, project.id, company.id);
  const { checkoutUrl } = bodyOf(await callEndpoint(request, creditsApi.buyCredits, { pack: 'pack-10' }, as));
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByText('Paiement reçu : 10 crédits ont été ajoutés à votre solde.')).toBeVisible();
  const { requests } = bodyOf(await callEndpoint(request, eventRequestsApi.eventRequests, { page: 1 }, as));
  const lead = requests.find((each) => each.message.includes(`(${mark})`));
  bodyOf(
    await callEndpoint(
      request,
      eventRequestsApi.unlockEventRequest,
      {},
      { ...as, params: { uuid: lead?.uuid ?? '' } },
    ),
  );

  // The day after the event, the sweep invites the couple; the link is in its outbox.
  const dayAfter = new Date(`${event.iso}T08:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  const swept = bodyOf(
    await callEndpoint(request, devApi.runReviewInvitations, { now: dayAfter.toISOString() }),
  );
  expect(swept.invited).toBeGreaterThanOrEqual(1);
  const link = await emailedLink(request, `couple${couple.phone.slice(-7)}@example.fr`, '/review');

  // The review page, as any browser draws it: axe-clean, nothing wider than a phone.
  await page.goto(link);
  await expectAxeCleanAtBothWidths(page, 'the review page');
  await expectNoOverflowOnPhone(page, 'the review page');

  // The couple's review, from a browser without JavaScript: the page is a plain form.
  const coupleContext = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false });
  const coupleTab = await coupleContext.newPage();
  await coupleTab.goto(link);
  await expect(coupleTab.getByRole('heading', { level: 1, name: `Votre avis sur ${name}` })).toBeVisible();
  await coupleTab.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(coupleTab.getByText('Choisissez une note de 1 à 5 étoiles.').last()).toBeVisible();
  await coupleTab.getByRole('radio', { name: '5 sur 5' }).check();
  await coupleTab
    .getByRole('textbox', { name: 'Votre avis' })
    .fill(`Une journée parfaite, merci ! (${mark})`);
  await coupleTab.getByRole('button', { name: 'Publier mon avis' }).click();
  await expect(coupleTab.getByRole('heading', { level: 1, name: 'Merci pour votre avis' })).toBeVisible();
  // The same link takes no second review.
  const again = await coupleTab.goto(link);
  expect(again?.status()).toBe(409);
  await expect(
    coupleTab.getByText('Vous avez déjà donné votre avis sur cette demande. Merci !'),
  ).toBeVisible();
  await coupleContext.close();

  // The planner reads it in the back-office.
  await page.goto(`${backOffice}/reviews`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  await expect(page.getByText('Note moyenne : 5 sur 5')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `(${mark})` });
  await expect(item.getByText('Note : 5 sur 5')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/reviews');
  await expectNoOverflowOnPhone(page, '/reviews');
  await page.setViewportSize({ width: 1280, height: 900 });

  // A reply, written then edited with the keyboard alone.
  await item.getByRole('button', { name: 'Répondre' }).focus();
  await page.keyboard.press('Enter');
  const reply = item.getByRole('textbox', { name: 'Votre réponse publique' });
  await expect(reply).toBeFocused();
  await page.keyboard.type('Merci à vous, ce fut un plaisir.');
  await page.keyboard.press('Tab');
  await expect(item.getByRole('button', { name: 'Publier la réponse' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item.getByText('Merci à vous, ce fut un plaisir.')).toBeVisible();
  const edit = item.getByRole('button', { name: 'Modifier la réponse' });
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reply).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Merci à vous deux, ce fut un plaisir !');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(item.getByText('Merci à vous deux, ce fut un plaisir !')).toBeVisible();

  // A report, its reason from the list: the review stays shown meanwhile.
  await item.getByRole('button', { name: 'Signaler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler cet avis' });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText('Choisissez une raison dans la liste.')).toBeVisible();
  await dialog.getByLabel('Raison').selectOption({ label: 'Autre raison' });
  await dialog.getByLabel('Précision (facultatif)').fill('Un test de signalement.');
  await expectAxeCleanAtBothWidths(page, '/reviews (the report dialog)');
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(item.getByText('Signalé : en cours d’examen par le support')).toBeVisible();

  // The public profile: the review, the reply under it, the average and the JSON-LD's rating.
  const profile = new URL(bodyOf(await callEndpoint(request, profileUrlApi.profileUrl, {}, as)).url);
  await page.goto(`${baseURL}${profile.pathname}`);
  const reviews = page.getByRole('region', { name: 'Avis des couples' });
  await expect(reviews.getByText('Note moyenne : 5 sur 5')).toBeVisible();
  await expect(reviews.getByText('Avis : 1')).toBeVisible();
  await expect(reviews.getByText(`Une journée parfaite, merci ! (${mark})`)).toBeVisible();
  await expect(reviews.getByText(`Réponse de ${name}`)).toBeVisible();
  await expect(reviews.getByText('Merci à vous deux, ce fut un plaisir !')).toBeVisible();
  const business = (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((script) => [JSON.parse(script.textContent ?? '{}')].flat()))
  ).find((item: { '@type'?: string }) => item['@type'] === 'LocalBusiness') as
    { aggregateRating?: unknown; review?: unknown[] } | undefined;
  expect(business?.aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 5,
    bestRating: 5,
    worstRating: 1,
    reviewCount: 1,
  });
  expect(business?.review).toHaveLength(1);
  await reviews.scrollIntoViewIfNeeded();
  await expectAxeCleanAtBothWidths(page, 'the profile’s reviews');
});
