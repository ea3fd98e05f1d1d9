import { BACK_OFFICE_AREAS } from '@shared/api/contract/back-office';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { expect, test } from './support/provider';
import { dashboardProfileLink } from './support/back-office';

/**
 * The screens whose own page test (e2e/back-office-<resource>.spec.ts) opens them, with content, and audits them
 * at both widths and on a phone's width already: opened again here, they would cost the run their time twice.
 */
const AUDITED_BY_THEIR_JOURNEY = new Set([
  '/profile/photos',
  '/profile/portfolios',
  '/profile/videos',
  '/credits',
  '/premium',
  '/reviews',
  '/instagram',
  '/statistics',
]);

/**
 * Every resource's page of the back-office (`BACK_OFFICE_AREAS`' screens), for the signed-in demo provider:
 * it starts, it is axe-clean at 1280 and 390 px and nothing overflows a phone. A screen added later is
 * checked without a line written for it. Then the social networks' page, the frame's first, end to end.
 */
const SCREENS = Object.entries(BACK_OFFICE_AREAS).flatMap(([name, area]) =>
  'screen' in area && !AUDITED_BY_THEIR_JOURNEY.has(area.screen.path)
    ? [{ name, path: area.screen.path }]
    : [],
);

for (const { name, path } of SCREENS) {
  test(`the ${name} page starts for a signed-in provider, axe-clean at both widths`, async ({
    page,
    backOffice,
    signedInDemoProvider: _signedIn,
  }) => {
    await page.goto(`${backOffice}${path}`);
    const screen = page.locator('[data-island="back-office-screen"][data-island-started]');
    await expect(screen).toBeVisible();
    // Loaded: a form, a list or an empty list's state drawn, neither the skeleton nor a failure left.
    await expect(
      screen.locator('form, ol, .state:not(.state--loading, .state--error)').first(),
    ).toBeVisible();
    await expect(screen.locator('.state--loading, .state--error')).toHaveCount(0);
    await expectAxeCleanAtBothWidths(page, path);
    await expectNoOverflowOnPhone(page, path);
  });
}

test('a provider adds a social network, which the public profile then links to', async ({
  page,
  backOffice,
  baseURL,
  signedInDemoProvider: _signedIn,
}) => {
  await page.goto(`${backOffice}/profile/social-networks`);
  await page.getByRole('button', { name: 'Ajouter un réseau' }).click();
  const added = page.locator('.pp-ui-form-list__row').last();
  await added.getByRole('combobox', { name: 'Réseau' }).selectOption('tiktok');
  await added.getByLabel('Adresse de la page').fill('https://www.tiktok.com/@maison.demo');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos réseaux ont été enregistrés.')).toBeVisible();

  const profile = await dashboardProfileLink(page, backOffice);
  await page.goto(`${baseURL}${new URL(profile).pathname}`);
  // The profile links to the page through its click counter (/annuaire/track/{slug}/tiktok).
  await expect(page.locator('a[href$="/tiktok"]').first()).toBeAttached();
});
