import type { Locator, Page } from '@playwright/test';
import { watchCalls } from './support/contact-widget';
import { startIsland } from './support/directory-islands';
import { expect, test } from './support/fixtures';
import { expectNoAccessibilityViolations } from './support/accessibility';

/**
 * The directory's search and image-views islands on the French site, against the real API (the favourites:
 * directory-favorites.spec.ts). No SMS code.
 */

/** A plain square for every image: the first request of each seeded image makes the server encode it. */
const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#c9a9b6"/></svg>';

test.beforeEach(async ({ page }) => {
  await page.route('**/images/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: PLACEHOLDER_IMAGE }),
  );
});

function searchIsland(page: Page): Locator {
  return page.locator('.pp-directory-search');
}

/** The search starts when the visitor comes to it: the pointer over it. */
async function comeToSearch(page: Page): Promise<Locator> {
  await startIsland(page.locator('[data-island="directory-search"]'));
  return searchIsland(page);
}

test('the search finds planners a page at a time, keeps the search in the URL, and follows reload and back', async ({
  page,
}) => {
  // Two axe passes, three searches, a reload and a return: about 9 s on a quiet machine, past 30 s on CI's.
  test.slow();
  await page.goto('/wedding-planners/');
  const search = await comeToSearch(page);
  await expect(search.getByRole('search', { name: 'Trouver un wedding planner' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the search island', '.pp-directory-search');

  await search.getByRole('button', { name: 'Rechercher' }).click();
  const heading = search.getByRole('heading', { level: 2, name: /^Wedding planners trouvés : \d+$/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/wedding-planners\/\?page=1$/);
  await expect(search.getByRole('status').filter({ hasText: 'Wedding planners trouvés' })).toHaveText(
    /^Wedding planners trouvés : \d+\. Page 1 sur \d+\.$/,
  );
  await expectNoAccessibilityViolations(page, 'the search results', '.pp-directory-search');

  const results = search.locator('.pp-ui-provider-card__name');
  const firstOfPageOne = await results.first().textContent();
  await search
    .getByRole('navigation', { name: 'Pages des résultats' })
    .getByRole('link', { name: 'Page 2 des résultats' })
    .click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(heading).toBeFocused();
  await expect(results.first()).not.toHaveText(firstOfPageOne ?? '');
  const firstOfPageTwo = await results.first().textContent();

  await page.reload();
  await expect(searchIsland(page).locator('.pp-ui-provider-card__name').first()).toHaveText(
    firstOfPageTwo ?? '',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\?page=1$/);
  await expect(searchIsland(page).locator('.pp-ui-provider-card__name').first()).toHaveText(
    firstOfPageOne ?? '',
  );
});

test('the search narrows to a region and to the surroundings of a city picked from the suggestions', async ({
  page,
}) => {
  await page.goto('/wedding-planners/');
  const search = await comeToSearch(page);
  await search.getByRole('combobox', { name: 'Région' }).selectOption('auvergne-rhone-alpes');
  const city = search.getByRole('combobox', { name: 'Ville' });
  await city.pressSequentially('Lyon');
  await expect(search.getByRole('option', { name: /^Lyon/ }).first()).toBeVisible();
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Lyon');
  await city.press('Enter');
  await expect(page).toHaveURL(/region=auvergne-rhone-alpes&city=\d+&cityName=Lyon&page=1$/);
  await expect(
    search.getByRole('heading', { level: 2, name: /^(Wedding planners trouvés : \d+|Aucun résultat.*)$/ }),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the search around Lyon', '.pp-directory-search');
});

test('a profile counts a view of each gallery image once, when the gallery is seen, without the search code', async ({
  page,
}) => {
  await page.goto('/wedding-planners/');
  const profilePath = await page.locator('.directory-card h2 a').first().getAttribute('href');
  const counted: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'PATCH' && /^\/image\/\d+\/increment-view-count$/.test(pathname)) {
      counted.push(pathname);
    }
    if (request.resourceType() === 'script') scripts.push(pathname);
  });
  const favoriteReads = watchCalls(page, '/api/directory/favorites');
  await page.goto(profilePath ?? '/');
  const region = page.locator('[data-island="image-views"]');
  const imageIds = (JSON.parse((await region.getAttribute('data-props')) ?? '{}') as { imageIds: number[] })
    .imageIds;
  expect(imageIds.length).toBeGreaterThan(0);

  await page.locator('.provider-gallery').scrollIntoViewIfNeeded();
  await expect.poll(() => counted.length).toBe(imageIds.length);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.provider-gallery').scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(counted.sort()).toEqual(imageIds.map((id) => `/image/${id}/increment-view-count`).sort());
  expect(favoriteReads, 'an anonymous visitor asks for no favourites').toEqual([]);
  // The profile has a heart and the image views, no search: the search island's chunk is not fetched, nor,
  // until the visitor points at it, the heart's.
  expect(scripts.filter((path) => /\/favorite-button-island-/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/directory-search-island-/.test(path))).toEqual([]);
});
