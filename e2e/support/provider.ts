import { test as base, type APIRequestContext, type BrowserContext } from '@playwright/test';
import * as accountApi from '@shared/api/contract/account';
import * as companyApi from '@shared/api/contract/back-office/company';
import * as imagesApi from '@shared/api/contract/back-office/images';
import * as marketingApi from '@shared/api/contract/back-office/marketing';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import * as portraitApi from '@shared/api/contract/back-office/portrait-experiences';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import * as servicesApi from '@shared/api/contract/back-office/provider-services';
import { backOfficeOrigin } from './back-office';
import { bodyOf, callEndpoint, uploadTo } from './call-endpoint';
import { phonePhoto } from './phone-photo';
import { emailedLink, type SessionTokens } from './server-api';

/**
 * The back-office's providers as the page tests use them: the demo provider the development seed gives a
 * password (README), new providers signed up through the API, their links read from the development mail
 * outbox, and a browser signed in as one of them.
 */

/** The demo provider: the first published French provider's owner, its development password. */
export const DEMO_PROVIDER = { email: 'planner.demo@example.com', password: 'mariage-demo-2026' } as const;

export interface ProviderCredentials {
  email: string;
  password: string;
}

/** An address no other test uses: the server and its database are shared by the whole run. */
export function freshProviderEmail(): string {
  return `pro-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}@example.com`;
}

/** The token of an emailed link. */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

/**
 * The address a provider's API calls come from: an IPv6 /48 of the documentation range of its own, so that the
 * sign-up's and the sign-in's per-address limits count the run's providers apart, as the different companies
 * they stand for (TRUST_PROXY=1, scripts/e2e-server.mjs), not as one client opening dozens of accounts a minute.
 */
function clientOf(email: string): string {
  let hash = 0;
  for (const character of email) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) % 0x10000;
  return `2001:db8:${hash.toString(16)}::2`;
}

/**
 * Signs a provider in through the API: the back-office's sign-in. The dashboard's promotional popup (a modal
 * dialog, docs/product/back-office.md#marketing) is dismissed: it would make the page a test works on inert.
 */
export async function loginProvider(
  request: APIRequestContext,
  { email, password }: ProviderCredentials,
): Promise<SessionTokens> {
  const tokens = bodyOf(
    await callEndpoint(request, signInApi.login, { email, password }, { client: clientOf(email) }),
  );
  await dismissPromotionalPopup(request, tokens.token);
  return tokens;
}

/** Dismisses the popup the dashboard would open for the provider, if one is running. */
async function dismissPromotionalPopup(request: APIRequestContext, token: string): Promise<void> {
  const popup = await callEndpoint(request, marketingApi.activePromotionalPopup, {}, { token });
  if (popup.ok && popup.body.promotion) {
    const { id } = popup.body.promotion;
    bodyOf(await callEndpoint(request, marketingApi.dismissPromotionalPopup, { id }, { token }));
  }
}

/** A new provider, signed up and its address confirmed through the API, ready to sign in. */
export async function confirmedProvider(request: APIRequestContext): Promise<ProviderCredentials> {
  const credentials = { email: freshProviderEmail(), password: 'un-mot-de-passe-de-test' };
  bodyOf(
    await callEndpoint(
      request,
      signInApi.registerProvider,
      { ...credentials, companyName: 'Mariages de test', country: 'FR', locale: 'fr' },
      { client: clientOf(credentials.email) },
    ),
  );
  const link = await emailedLink(request, credentials.email, '/confirm-email');
  bodyOf(await callEndpoint(request, accountApi.confirmEmail, { token: tokenOf(link) }));
  return credentials;
}

/**
 * Puts a provider's tokens in the browser's cookies on the back-office host, as its sign-in does: the
 * pages then open signed in.
 */
export async function signInProviderBrowser(
  context: BrowserContext,
  backOffice: string,
  tokens: SessionTokens,
): Promise<void> {
  await context.addCookies([
    { name: 'token', value: tokens.token, url: backOffice },
    { name: 'refresh_token', value: tokens.refresh_token, url: backOffice },
  ]);
}

/** A signed-in provider: its credentials and this test's tokens. */
export interface SignedInProvider extends ProviderCredentials, SessionTokens {}

/**
 * A new provider taken through its onboarding by the API (the pages' own journey is
 * back-office-onboarding.spec.ts): named `name`, in Lyon, offering full planning, a portrait and a profile photo,
 * finished and so published; signed in.
 */
export async function publishedProvider(request: APIRequestContext, name: string): Promise<SignedInProvider> {
  const credentials = await confirmedProvider(request);
  const tokens = await loginProvider(request, credentials);
  const as = { token: tokens.token };
  bodyOf(await callEndpoint(request, companyApi.saveCompanyName, { name }, as));
  bodyOf(await callEndpoint(request, companyApi.saveCompanySiret, { siret: '90100000100015' }, as));
  const address = { street: '12 rue de la République', city: 'Lyon', postalCode: '69001' };
  bodyOf(await callEndpoint(request, companyApi.saveCompanyAddress, address, as));
  bodyOf(await callEndpoint(request, servicesApi.saveProviderServices, { offered: ['full-service'] }, as));
  const portrait = { portrait: `<p>${name} organise des mariages à Lyon.</p>`, experiences: [] };
  bodyOf(await callEndpoint(request, portraitApi.savePortraitExperiences, portrait, as));
  const photo = await phonePhoto('portrait.jpg', '#c9a227');
  bodyOf(await uploadTo(request, imagesApi.uploadProfileImage, photo, as));
  bodyOf(await callEndpoint(request, onboardingApi.finishOnboarding, {}, as));
  // The popup waits for the end of the onboarding.
  await dismissPromotionalPopup(request, tokens.token);
  return { ...credentials, ...tokens };
}

/**
 * The back-office's page tests: a French browser (`locale` fr-FR), `backOffice` the back-office's origin
 * for this run (`http://pro.localhost:<port>`), and `signedInDemoProvider`, the demo provider signed in by
 * the API with its tokens in the browser's cookies before the page loads; `signedInNewProvider` a published
 * provider of the test's own, for a test whose writes show on its public profile (the run's files share
 * the demo provider's).
 */
export const test = base.extend<{
  backOffice: string;
  signedInDemoProvider: SignedInProvider;
  signedInNewProvider: SignedInProvider;
}>({
  locale: 'fr-FR',

  backOffice: async ({ baseURL }, provide) => {
    await provide(backOfficeOrigin(baseURL));
  },

  signedInDemoProvider: async ({ request, context, backOffice }, provide) => {
    const tokens = await loginProvider(request, DEMO_PROVIDER);
    await signInProviderBrowser(context, backOffice, tokens);
    await provide({ ...DEMO_PROVIDER, ...tokens });
  },

  signedInNewProvider: async ({ request, context, backOffice }, provide) => {
    const provider = await publishedProvider(request, `Maison ${Date.now().toString(36)}`);
    await signInProviderBrowser(context, backOffice, provider);
    await provide(provider);
  },
});

export { expect } from '@playwright/test';
