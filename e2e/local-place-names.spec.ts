import type { Page } from '@playwright/test';
import { startIsland } from './support/directory-islands';
import { expect, test } from './support/fixtures';

/**
 * Place names in the site's language (docs/product/directory.md#place-names) for a visitor whose browser
 * speaks another: the German site shows München, and its city search finds it by its German and its English
 * name.
 */
test.use({ locale: 'en-GB' });

/** The German site's address on the test server. */
function germanSite(path: string): string {
  const base = new URL(test.info().project.use.baseURL ?? 'http://localhost:3100');
  return `${base.protocol}//de.localhost:${base.port}${path}`;
}

/** Types `typed` in the directory search's city field: its first suggestion is München, and none is Munich. */
async function expectMuenchenFirst(page: Page, typed: string): Promise<void> {
  const search = page.locator('.pp-directory-search');
  const city = search.getByRole('combobox', { name: 'Ort' });
  await city.fill('');
  await city.pressSequentially(typed);
  const options = search.getByRole('listbox').getByRole('option');
  await expect(options.first(), typed).toHaveText(/^München/);
  await expect(options.filter({ hasText: 'Munich' })).toHaveCount(0);
}

test('an English browser on the German site sees München, and finds it as München and as Munich', async ({
  page,
}) => {
  // A fresh server's first listing and search: about 25 s on a busy machine.
  test.slow();
  await page.goto(germanSite('/wedding-planners/bayern/munich'));
  await expect(page).toHaveURL(germanSite('/wedding-planners/bayern/munchen'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('München');
  await expect(page).toHaveTitle(/München/);
  await expect(page.locator('main')).not.toContainText('Munich');

  await page.goto(germanSite('/wedding-planners/'));
  await startIsland(page.locator('[data-island="directory-search"]'));
  for (const typed of ['München', 'Munich']) await expectMuenchenFirst(page, typed);
});
