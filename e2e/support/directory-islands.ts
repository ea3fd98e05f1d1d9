import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A provider card of a server-rendered listing, with its heart's region. */
export interface ListedProvider {
  card: Locator;
  name: string;
  publicId: string;
  profilePath: string;
}

/** The `index`-th card of the listing on show, read from its markup (its heart's region holds the public id). */
export async function listedProvider(page: Page, index: number): Promise<ListedProvider> {
  const card = page.locator('.directory-card').nth(index);
  const link = card.getByRole('heading', { level: 2 }).getByRole('link');
  const props = JSON.parse(
    (await card.locator('[data-island="favorite-button"]').getAttribute('data-props')) ?? '{}',
  ) as { publicId?: string };
  return {
    card,
    name: (await link.textContent())?.trim() ?? '',
    publicId: String(props.publicId),
    profilePath: (await link.getAttribute('href')) ?? '',
  };
}

/** The heart of `name` within `scope` (a card, a profile, the page), in French. */
export function heartOf(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name: `Ajouter ${name} à mes favoris`, exact: true });
}

/**
 * Runs `navigate` and waits until the new page has read the favourites: an unpressed heart then means "not a
 * favourite", not "not known yet".
 */
export async function afterFavoritesRead(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const read = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/directory/favorites',
  );
  await navigate();
  expect((await read).status()).toBe(200);
}

/** What the page's hearts last announced (polite news, read to screen readers only). */
export function heartNews(page: Page): Locator {
  return page.locator('.pp-favorites-announcer').getByRole('status');
}

/** The phone sign-in a heart offers to an anonymous visitor. */
export function signInDialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name: `Connectez-vous pour ajouter ${name} à vos favoris` });
}

/** Fills the inscription page of a new couple (Lyon, picked from the suggestions) and sends it. */
export async function createProfile(scope: Locator, email: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await scope.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await scope.getByRole('textbox', { name: 'Prénom' }).fill('Léa');
  const city = scope.getByRole('combobox', { name: 'Ville' });
  await city.pressSequentially('Lyon');
  await scope.getByRole('option', { name: /^Lyon69001/ }).click();
  await expect(city).toHaveValue('Lyon');
  await scope.getByRole('checkbox').check();
  await scope.getByRole('button', { name: 'Créer mon profil' }).click();
}

/** The public ids of the favourites of the couple of `token`, as the server keeps them. */
export async function favoritePublicIds(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/directory/favorites', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { favorites: { publicId: string }[] }).favorites.map(
    ({ publicId }) => publicId,
  );
}

/**
 * Starts the island of `region` as a visitor would (`data-load-on="interaction"`: the pointer over it) and waits
 * until it has taken over from the server's HTML.
 */
export async function startIsland(region: Locator): Promise<void> {
  await region.hover();
  await expect(region).toHaveAttribute('data-island-started', '');
}
