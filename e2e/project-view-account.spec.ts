import type { APIRequestContext } from '@playwright/test';
import * as authApi from '@shared/api/contract/auth';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import * as directoryApi from '@shared/api/contract/directory';
import * as projectViewApi from '@shared/api/contract/project-view';
import * as sessionApi from '@shared/api/contract/session';
import { DEMO_PROVIDER_PHONE } from '@server/seed/demo-phones';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { signInBrowser } from './support/contact-widget';
import { expect, test } from './support/fixtures';
import { expectAxeCleanAtBothWidths } from './support/project-site';
import {
  emailedLink,
  coupleForFile,
  futureEventDate,
  registerCouple,
  saveProject,
  sendToProvider,
  smsCode,
} from './support/server-api';
import { expectNoAccessibilityViolations } from './support/accessibility';

/**
 * The project site's project view, account settings and favourites (issue 12), against the real API on the
 * project host. A provider's answers are set through the back-office's inbox, as the provider would. SMS codes
 * sent: 3 (the demo provider's sign-in, a couple of the file's own, the couple whose project is declined),
 * beside the worker's couple.
 */

interface SignedInProvider {
  token: string;
  providerId: number;
}

/** The demo provider signed in through the phone sign-in, as its back-office would. Sends one code. */
async function signInProvider(request: APIRequestContext): Promise<SignedInProvider> {
  const phone = DEMO_PROVIDER_PHONE;
  bodyOf(await callEndpoint(request, authApi.checkPhone, { phone }));
  bodyOf(await callEndpoint(request, authApi.verifyPhone, { phone, code: await smsCode(request, phone) }));
  const account = bodyOf(await callEndpoint(request, authApi.checkAccount, { phone }));
  if (!account.hasAccount) throw new Error('the demo provider has no account');
  const { company } = bodyOf(
    await callEndpoint(request, providerAccountApi.me, {}, { token: account.token }),
  );
  return { token: account.token, providerId: company.id };
}

/** Two published French providers other than `except`, from the directory. */
async function otherProviders(request: APIRequestContext, except: number) {
  const { providers } = bodyOf(await callEndpoint(request, directoryApi.searchDirectory, { country: 'FR' }));
  return providers.filter((provider) => provider.id !== except).slice(0, 2);
}

async function requestIdTo(request: APIRequestContext, token: string, project: number, provider: number) {
  const view = bodyOf(
    await callEndpoint(request, projectViewApi.getProject, {}, { token, params: { id: project } }),
  );
  const sent = view.requests.find((item) => item.prestataire.id === provider);
  if (!sent) throw new Error(`no request to provider ${provider}`);
  return sent.id;
}

/** A couple of its own (one SMS), for what must not be the worker's couple's. */
const anotherCouple = coupleForFile();

test('the project view shows each request’s status as the provider set it, then closes the project', async ({
  page,
  projectSite,
  request,
  context,
}) => {
  // A couple of its own and a provider signed in (two SMS codes), then the view through four statuses.
  test.setTimeout(60_000);
  const provider = await signInProvider(request);
  const [other] = await otherProviders(request, provider.providerId);
  if (!other) throw new Error('the directory has too few providers');
  // Not the worker's couple: its other tests send to these providers, and a couple reaches a provider once
  // (docs/product/projects-and-requests.md#one-contact-per-provider).
  const couple = await anotherCouple(request);
  const { token } = couple;
  const project = await saveProject(request, token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour, nous cherchons un wedding planner.',
  });
  await sendToProvider(request, token, project.id, provider.providerId);
  await sendToProvider(request, token, project.id, other.id);
  const params = { uuid: await requestIdTo(request, token, project.id, provider.providerId) };
  bodyOf(await callEndpoint(request, eventRequestsApi.eventRequest, {}, { token: provider.token, params }));
  bodyOf(
    await callEndpoint(request, eventRequestsApi.unlockEventRequest, {}, { token: provider.token, params }),
  );

  // A project the provider declines: another couple's, since this one already reached the provider.
  const declining = await registerCouple(request);
  const declined = await saveProject(request, declining.token, {
    eventDate: futureEventDate(3).iso,
    message: 'Bonjour !',
  });
  await sendToProvider(request, declining.token, declined.id, provider.providerId);
  const declinedParams = {
    uuid: await requestIdTo(request, declining.token, declined.id, provider.providerId),
  };
  bodyOf(
    await callEndpoint(
      request,
      eventRequestsApi.rejectEventRequest,
      {},
      { token: provider.token, params: declinedParams },
    ),
  );

  await signInBrowser(context, projectSite, couple);
  const answer = await page.goto(`${projectSite}/projects/${project.id}`);
  expect(answer?.status()).toBe(200);
  const requests = page.getByRole('region', { name: 'Wedding planners contactés' });
  await expect(requests.getByText('Contactés : 2. Réponses : 1.')).toBeVisible();
  const accepted = requests
    .getByRole('article')
    .filter({ hasText: 'Acceptée : vos coordonnées ont été transmises' });
  await expect(accepted).toHaveCount(1);
  await expect(accepted.getByRole('listitem').filter({ hasText: /^Lue le / })).toHaveCount(1);
  await expect(accepted.getByRole('listitem').filter({ hasText: /^Acceptée le / })).toHaveCount(1);
  const waiting = requests.getByRole('article', { name: other.name });
  await expect(waiting.getByText('Envoyée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le projet' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, 'the project view');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Clôturer ce projet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clôturer ce projet ?' });
  await expectNoAccessibilityViolations(page, 'the closing dialog');
  await dialog.getByRole('button', { name: 'Oui, clôturer le projet' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Ce projet est clôturé depuis le /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le projet' })).toHaveCount(0);
  const closed = bodyOf(
    await callEndpoint(request, projectViewApi.getProject, {}, { token, params: { id: project.id } }),
  );
  expect(closed.project.status).toBe('closed');
  await page.reload();
  await expect(page.getByText(/^Ce projet est clôturé depuis le /)).toBeVisible();

  await signInBrowser(context, projectSite, declining);
  await page.goto(`${projectSite}/projects/${declined.id}`);
  await expect(page.getByText('Refusée', { exact: true })).toBeVisible();
});

test('the edit form changes every field the change request takes, the date through the date picker', async ({
  page,
  request,
  context,
  signedInCouple,
  projectSite,
}) => {
  const { token } = signedInCouple;
  // With its message, as the wizard saves every project: the edit form keeps one required.
  const project = await saveProject(request, token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour, nous cherchons un wedding planner pour notre mariage.',
  });
  await signInBrowser(context, projectSite, signedInCouple);
  await page.goto(`${projectSite}/projects/${project.id}`);
  await page.getByRole('button', { name: 'Modifier le projet' }).click();
  // Through the date picker: its calendar's code loaded (before, the field takes the text and waits for it).
  await expect(page.locator('pp-date-picker .flatpickr-wrapper')).toHaveCount(1);
  const date = page.getByRole('textbox', { name: 'Date de l’événement' });
  await date.fill('2020-01-01');
  await date.press('Enter');
  await expect(page.getByText('Vous ne pouvez pas choisir une date passée.')).toBeVisible();
  const later = futureEventDate(5);
  await date.fill(later.iso);
  await date.press('Tab');
  await expect(date).toHaveValue(later.french);
  await page.getByRole('combobox', { name: /^Type de prestation/ }).selectOption({ index: 1 });
  await page
    .getByRole('group', { name: /^Langues parlées/ })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('combobox', { name: /^Où doit se trouver/ }).selectOption('anywhere');
  await expectAxeCleanAtBothWidths(page, 'the project edit form');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByRole('button', { name: 'Modifier le projet' })).toBeVisible();

  const changed = bodyOf(
    await callEndpoint(request, projectViewApi.getProject, {}, { token, params: { id: project.id } }),
  ).project;
  expect(changed.eventDate).toBe(later.iso);
  expect(changed.serviceType).not.toBeNull();
  expect(changed.languages).toHaveLength(1);
  expect(changed.plannerLocation).toBe('anywhere');
});

test('another couple’s project is the not-found page, status 404', async ({
  page,
  projectSite,
  request,
  context,
  signedInCouple,
}) => {
  const project = await saveProject(request, signedInCouple.token, { eventDate: futureEventDate(2).iso });
  const stranger = await anotherCouple(request);
  await signInBrowser(context, projectSite, stranger);
  const answer = await page.goto(`${projectSite}/projects/${project.id}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  const missing = await page.goto(`${projectSite}/projects/${project.id + 100_000}`);
  expect(missing?.status()).toBe(404);
});

test('the settings change the language, the email once confirmed from its link, and show the names locked', async ({
  page,
  projectSite,
  request,
  context,
}) => {
  const couple = await anotherCouple(request);
  await signInBrowser(context, projectSite, couple);
  await page.goto(`${projectSite}/account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  await expect(page.getByText('Votre nom et votre prénom ne peuvent pas être modifiés.')).toBeVisible();
  await expect(page.getByText('Pour changer de numéro de téléphone, écrivez à notre équipe.')).toBeVisible();
  // Names and phone are shown, never as fields.
  await expect(page.getByRole('textbox', { name: /^Nom/ })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveCount(0);
  await expectAxeCleanAtBothWidths(page, 'the account settings');

  const confirmed = `couple${couple.phone.slice(-7)}@example.fr`;
  const email = `nouveau${couple.phone.slice(-7)}@example.fr`;
  const emailField = page.getByRole('textbox', { name: /^Adresse e-mail/ });
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos informations ont été enregistrées.')).toBeVisible();
  // The new address waits for its confirmation: the account, and the field, keep the one in use.
  await expect(
    page.getByText(`Un lien de confirmation a été envoyé à ${email}. Votre adresse reste ${confirmed}`),
  ).toBeVisible();
  await expect(emailField).toHaveValue(confirmed);
  await expectNoAccessibilityViolations(page, 'the account settings with a pending email');
  const me = async () => bodyOf(await callEndpoint(request, sessionApi.me, {}, { token: couple.token })).user;
  expect((await me()).email).toBe(confirmed);

  // The link opens a page that confirms only when its button is pressed.
  await page.goto(await emailedLink(request, email, '/account/confirm-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmer votre adresse e-mail' })).toBeVisible();
  expect((await me()).email).toBe(confirmed);
  await page.getByRole('button', { name: 'Confirmer cette adresse' }).click();
  await expect(
    page.getByText(`C’est fait : ${email} est désormais l’adresse de votre compte.`),
  ).toBeVisible();
  expect((await me()).email).toBe(email);

  await page.goto(`${projectSite}/account`);
  await expect(emailField).toHaveValue(email);

  await page.getByRole('combobox', { name: /^Langue de l’interface/ }).selectOption('nl');
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Enregistrer' }).click()]);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^nl-/);
  const after = bodyOf(await callEndpoint(request, sessionApi.me, {}, { token: couple.token }));
  expect(after.user.locale).toBe('nl');
});

test('the favourites list the hearted planners, remove one and send another a project', async ({
  page,
  projectSite,
  request,
  context,
  signedInCouple,
}) => {
  const { token } = signedInCouple;
  const { providers } = bodyOf(
    await callEndpoint(request, directoryApi.searchDirectory, { country: 'FR', page: 2 }),
  );
  const [kept, removed] = providers;
  if (!kept || !removed) throw new Error('the directory has too few providers');
  const hearted = bodyOf(await callEndpoint(request, directoryApi.favorites, {}, { token })).favorites;
  for (const provider of [kept, removed]) {
    if (!hearted.some((favorite) => favorite.publicId === provider.publicId)) {
      bodyOf(
        await callEndpoint(request, directoryApi.toggleFavorite, { publicId: provider.publicId }, { token }),
      );
    }
  }
  const project = await saveProject(request, token, {
    eventDate: futureEventDate(4).iso,
    message: 'Bonjour !',
  });

  await signInBrowser(context, projectSite, signedInCouple);
  await page.goto(`${projectSite}/favorites`);
  const list = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(list.getByRole('article', { name: kept.name })).toBeVisible();
  await expect(list.getByRole('article', { name: removed.name })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, 'the favourites');

  await page.getByRole('button', { name: `Retirer ${removed.name} de mes favoris` }).click();
  await expect(page.getByText(`${removed.name} a été retiré de vos favoris.`)).toBeVisible();
  await expect(list.getByRole('article', { name: removed.name })).toHaveCount(0);

  await page.getByRole('button', { name: `Ajouter ${kept.name} à un projet` }).click();
  const dialog = page.getByRole('dialog', { name: `Contacter ${kept.name} pour un projet` });
  await dialog.getByRole('combobox', { name: 'Votre projet' }).selectOption(String(project.id));
  await expectNoAccessibilityViolations(page, 'the add-to-project dialog');
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Demande envoyée avec succès à ${kept.name}.`)).toBeVisible();
  const view = bodyOf(
    await callEndpoint(request, projectViewApi.getProject, {}, { token, params: { id: project.id } }),
  );
  expect(view.requests.map((item) => item.prestataire.id)).toEqual([kept.id]);
  const left = bodyOf(await callEndpoint(request, directoryApi.favorites, {}, { token })).favorites;
  expect(left.map((favorite) => favorite.publicId)).not.toContain(removed.publicId);
});
