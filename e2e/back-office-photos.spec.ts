import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { phonePhoto } from './support/phone-photo';
import { expect, test } from './support/provider';
import { dashboardProfileLink } from './support/back-office';

test('a provider uploads three photos and a profile photo, which its public profile then shows', async ({
  page,
  backOffice,
  baseURL,
  signedInNewProvider: _signedIn,
}) => {
  await page.goto(`${backOffice}/profile/photos`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  const photos = page.locator('.pp-photos__photo');
  await expect(page.getByRole('heading', { name: 'Galerie' })).toBeVisible();
  const before = await photos.count();

  // The button opens the picker; the picker is given the three files.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir des photos' }).click();
  await (
    await chooser
  ).setFiles([
    await phonePhoto('ceremonie.jpg', '#8a5a44'),
    await phonePhoto('cocktail.jpg', '#44708a'),
    await phonePhoto('diner.jpg', '#5a8a44'),
  ]);
  await expect(photos).toHaveCount(before + 3);
  await expect(page.locator('.pp-photos__upload')).toHaveCount(0);

  // A caption for the first new photo, saved.
  const firstNew = photos.nth(before);
  await firstNew.getByRole('textbox').fill('La cérémonie laïque');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Vos légendes ont été enregistrées.')).toBeVisible();

  const profileChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir une photo de profil' }).click();
  await (await profileChooser).setFiles([await phonePhoto('portrait.jpg', '#c9a227')]);
  await expect(page.getByRole('img', { name: 'Votre photo de profil' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Votre photo de profil' })).toHaveAttribute(
    'src',
    /\/images\/providers\/\d+\//,
  );

  await expectAxeCleanAtBothWidths(page, '/profile/photos');
  await expectNoOverflowOnPhone(page, '/profile/photos');

  const profile = await dashboardProfileLink(page, backOffice);
  const profileUrl = `${baseURL}${new URL(profile).pathname}`;
  // The page as the server writes it: the three uploads and the profile photo, under the provider's own keys.
  const served = await (await page.request.get(profileUrl)).text();
  const keys = new Set(served.match(/providers\/\d+\/[0-9a-f-]{36}\.jpg/g));
  expect(keys.size).toBe(4);
  await page.goto(profileUrl);
  // The caption is the photo's text alternative.
  await expect(page.getByAltText('La cérémonie laïque').first()).toBeVisible();
});
