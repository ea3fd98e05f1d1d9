import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { expect, test } from './support/provider';
import { collectPolicyViolations } from './support/policy-violations';
import { dashboardProfileLink } from './support/back-office';

/**
 * Issue 23's Instagram in Chromium: a provider connects its account through Instagram's window (the local fake
 * of Instagram the development server starts for itself, without an app's credentials, which sends the browser
 * straight back with a code), the page shows the account and its latest posts, the public profile shows them
 * from the server's copy (our own images, within the Content-Security-Policy), and disconnecting removes them.
 */

test('a provider connects its Instagram account, whose latest posts its profile shows, then disconnects it', async ({
  page,
  backOffice,
  baseURL,
  signedInNewProvider: _signedIn,
}) => {
  // Two pages checked with axe at both widths, a round trip through Instagram's window and the profile.
  test.setTimeout(90_000);
  const violations = collectPolicyViolations(page);

  await page.goto(`${backOffice}/instagram`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compte Instagram', level: 1 })).toBeVisible();
  await expect(page.getByText('Aucun compte Instagram n’est relié à votre profil.')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/instagram (no account)');

  // Connecting goes to Instagram's window, which comes back to this page with a code and the state.
  const connect = page.getByRole('button', { name: 'Connecter Instagram' });
  await connect.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region').getByText('Compte relié : @atelier.fictif')).toBeVisible();
  // The return's code is dropped from the address: a reload does not send it again.
  await expect(page).toHaveURL(`${backOffice}/instagram`);
  const posts = page.getByRole('list', { name: 'Vos derniers posts' }).getByRole('link');
  await expect(posts).toHaveCount(6);
  await expect(posts.first()).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\/p\//);
  await expect(page.getByRole('img', { name: 'Post du 30 mai 2026' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/instagram (a linked account)');
  await expectNoOverflowOnPhone(page, '/instagram (a linked account)');

  // The public profile: the copied posts, each a link to its post, pictures served by our own image route.
  const profile = await dashboardProfileLink(page, backOffice);
  const profilePath = new URL(profile).pathname;
  await page.goto(`${baseURL}${profilePath}`);
  const section = page.getByRole('region', { name: 'Derniers posts Instagram' });
  await section.scrollIntoViewIfNeeded();
  const thumbnails = section.getByRole('img');
  await expect(thumbnails).toHaveCount(6);
  await expect(thumbnails.first()).toHaveAttribute(
    'src',
    /^\/images\/providers\/\d+\/[\w-]+\.jpg\?w=320&h=320$/,
  );
  await expect
    .poll(() =>
      thumbnails.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(section.getByRole('link', { name: 'Voir @atelier.fictif sur Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/atelier.fictif/',
  );

  // Nothing moves as the thumbnails arrive, on a phone and on a desktop (CLS ≤ 0.01).
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${baseURL}${profilePath}`);
    await page.evaluate(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        section
          .getByRole('img')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.every((image) => image.complete && image.naturalWidth > 0),
          ),
      )
      .toBe(true);
    const shift = await page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift, `CLS at ${width} px`).toBeLessThanOrEqual(0.01);
  }

  // Disconnecting, once confirmed, forgets the account and its posts.
  await page.goto(`${backOffice}/instagram`);
  // By the keyboard: the confirmation takes the focus on its safe choice.
  await page.getByRole('button', { name: 'Déconnecter Instagram' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Déconnecter', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Aucun compte Instagram n’est relié à votre profil.')).toBeVisible();
  // Gone from the server's page at once (a browser or a CDN may keep the public page its 5 minutes).
  const withdrawn = await (await page.request.get(`${baseURL}${profilePath}`)).text();
  expect(withdrawn).toContain('provider-profile');
  expect(withdrawn).not.toContain('provider-instagram');
  expect(violations).toEqual([]);
});
