import { expect, test } from '@playwright/test';

/** The public directory as a visitor without JavaScript sees it: every page and the search work. */
test.describe('the directory without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses from the country to an area and a city, and pages through', async ({ page }) => {
    await page.goto('/wedding-planners/');
    await expect(page.getByRole('heading', { level: 1, name: 'Wedding planners en France' })).toBeVisible();
    await expect(page.locator('.directory-card')).toHaveCount(20);

    await page.locator('.pagination a[rel="next"]').click();
    await expect(page).toHaveURL(/\/wedding-planners\/page\/2$/);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');

    await page.locator('.listing-links a').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Wedding planners : /);
    const cityLink = page.locator('.listing-links a[href*="/wedding-planners/"]').first();
    const cityName = (await cityLink.textContent())?.trim() ?? '';
    await cityLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Wedding planners à ${cityName}`);
    await expect(page.locator('.directory-card').first()).toBeVisible();

    await page.locator('.directory-card .pp-ui-provider-card__name a').first().click();
    await expect(page).toHaveURL(/\/wedding-planner\/[a-z0-9-]+$/);
  });

  test('the search form posts and its results page through', async ({ page }) => {
    await page.goto('/wedding-planners/');
    const form = page.locator('form.directory-search');
    await form.getByLabel('Ville').fill('Paris');
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/search\/planners\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats de votre recherche' })).toBeVisible();
    await expect(page.locator('form.directory-search input[name="cityName"]')).toHaveValue('Paris');
    const cards = await page.locator('.directory-card').count();
    expect(cards).toBeGreaterThan(0);
    if (cards === 20) {
      await page.getByRole('button', { name: 'Page suivante' }).click();
      await expect(page).toHaveURL(/\/search\/planners\/2$/);
      await expect(page.locator('.pagination [aria-current="page"]')).toHaveText('2');
    }
  });
});

test('each country site lists its own providers in its own language', async ({ page }) => {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  for (const [host, heading] of [
    ['be', 'Weddingplanners in België'],
    ['de', 'Hochzeitsplaner in Deutschland'],
  ] as const) {
    await page.goto(`${base.protocol}//${host}.localhost:${base.port}/wedding-planners/`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
