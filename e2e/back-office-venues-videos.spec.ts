import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { phonePhoto } from './support/phone-photo';
import { expect, test } from './support/provider';
import { collectPolicyViolations } from './support/policy-violations';
import { dashboardProfileLink } from './support/back-office';

/**
 * Issue 23's venues and videos in Chromium: a provider adds a venue (its city from the autocomplete, a
 * photo) and publishes it, adds a YouTube video, and its public profile shows the venue and the video's facade,
 * whose player (YouTube's privacy-enhanced host) appears only after the click, under the Content-Security-Policy.
 * YouTube itself is never reached: its thumbnail and player are answered here.
 */

const VIDEO_ID = 'dQw4w9WgXcQ';
const A_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#44708a"/></svg>';

test('a provider publishes a venue and adds a YouTube video, which its profile shows, the player loaded on click', async ({
  page,
  backOffice,
  baseURL,
  signedInNewProvider: _signedIn,
}) => {
  // Two pages checked with axe at both widths, an upload and the profile: longer than a page's test.
  test.setTimeout(90_000);
  const violations = collectPolicyViolations(page);
  const playerRequests: string[] = [];
  await page.route('https://i.ytimg.com/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: A_THUMBNAIL }),
  );
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Lecteur</title><p>Lecteur</p>',
    });
  });

  // A venue: its fields, its city picked from the autocomplete.
  await page.goto(`${backOffice}/profile/venues`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  // A provider without venues finds the first one's form on the page.
  await expect(page.getByText('Aucun lieu pour l’instant')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nouveau lieu' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nom du lieu' }).fill('Château de la Roseraie');
  await page.getByRole('combobox', { name: 'Type de lieu' }).selectOption({ label: 'Château' });
  await page.getByRole('textbox', { name: 'Nombre d’invités maximum' }).fill('180');
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.fill('Lyo');
  await page.getByRole('option', { name: /^Lyon/ }).first().click();
  await expect(city).toHaveValue(/^Lyon \(\d{5}\)$/);
  await page.getByRole('button', { name: 'Créer le lieu' }).click();
  await expect(page.getByRole('heading', { name: 'Modifier « Château de la Roseraie »' })).toBeVisible();

  // Publishing waits for a photo, and says so.
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByText('Ce lieu ne peut pas être affiché sur votre profil : il lui manque une photo.'),
  ).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter des photos' }).click();
  await (await chooser).setFiles([await phonePhoto('roseraie.jpg', '#8a5a44')]);
  await expect(page.getByRole('img', { name: 'Photo 1 du lieu' })).toBeVisible();
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('button', { name: 'Retirer du profil' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/profile/venues (a venue’s editor)');
  await expectNoOverflowOnPhone(page, '/profile/venues (a venue’s editor)');

  // A video: anything but a YouTube or Vimeo video is refused on its field, then the video is added.
  await page.goto(`${backOffice}/profile/videos`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Adresse de la vidéo' });
  await address.fill('https://www.dailymotion.com/video/x7xxxx');
  await page.getByRole('button', { name: 'Ajouter la vidéo' }).click();
  await expect(page.getByText('Indiquez l’adresse d’une vidéo YouTube ou Vimeo.')).toBeVisible();
  await address.fill(`https://youtu.be/${VIDEO_ID}`);
  await page.getByRole('textbox', { name: 'Titre (facultatif)' }).fill('Notre mariage au château');
  await page.getByRole('button', { name: 'Ajouter la vidéo' }).click();
  await expect(page.getByRole('heading', { name: 'Notre mariage au château' })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/profile/videos');
  await expectNoOverflowOnPhone(page, '/profile/videos');

  // The public profile: the venue, and the video as a facade, no player until the click.
  const profile = await dashboardProfileLink(page, backOffice);
  await page.goto(`${baseURL}${new URL(profile).pathname}`);
  const venues = page.getByRole('region', { name: 'Lieux de réception' });
  await expect(venues.getByRole('heading', { name: 'Château de la Roseraie' })).toBeVisible();
  await expect(venues.getByText('Lyon', { exact: true })).toBeVisible();
  await expect(venues.getByRole('img', { name: 'Château de la Roseraie, photo 1' })).toBeVisible();

  const play = page.getByRole('link', { name: 'Lire la vidéo : Notre mariage au château' });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await expect(page.locator('pp-video-facade img')).toHaveAttribute(
    'src',
    `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(playerRequests).toEqual([]);

  // The element's code comes as the facade nears the screen; before it, a click follows the link to YouTube.
  await expect(page.locator('pp-video-facade:defined')).toHaveCount(1);
  await play.click();
  const player = page.locator('pp-video-facade iframe');
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
  );
  await expect(player).toBeFocused();
  await expect(page.frameLocator('pp-video-facade iframe').getByText('Lecteur')).toBeVisible();
  expect(playerRequests).toHaveLength(1);
  expect(violations).toEqual([]);
});
