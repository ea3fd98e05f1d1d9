import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { phonePhoto } from './support/phone-photo';
import { expect, test } from './support/provider';

test('a provider’s real wedding: photos reordered with the keyboard, captioned, a key photo, published on its profile in that order, then withdrawn', async ({
  page,
  backOffice,
  baseURL,
  signedInDemoProvider: _signedIn,
}) => {
  await page.goto(`${backOffice}/profile/portfolios`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre du mariage' }).fill('Camille et Louis au château');
  await page.getByRole('button', { name: 'Créer le mariage' }).click();
  await expect(page).toHaveURL(/\/profile\/portfolios\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Les photos' })).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Ajouter des photos' }).click();
  await (
    await chooser
  ).setFiles([
    await phonePhoto('ceremonie.jpg', '#8a5a44'),
    await phonePhoto('cocktail.jpg', '#44708a'),
    await phonePhoto('diner.jpg', '#5a8a44'),
  ]);
  const photos = page.locator('.pp-ui-sortable-grid__item');
  await expect(photos).toHaveCount(3);
  await expect(page.getByText('diner.jpg a été ajoutée.')).toBeVisible();
  const keyOf = async (index: number) =>
    (await photos.nth(index).locator('img').getAttribute('src'))?.match(
      /providers\/\d+\/[0-9a-f-]{36}\.jpg/,
    )?.[0];
  const [ceremonie, cocktail, diner] = [await keyOf(0), await keyOf(1), await keyOf(2)];

  // The first photo moves one place to the right, with the keyboard alone.
  // Each step is said to screen readers, in French, before the next key.
  const said = page.locator('[id^="DndLiveRegion"]');
  await page.getByRole('button', { name: 'Déplacer la photo 1' }).focus();
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Photo 1 saisie.');
  await page.keyboard.press('ArrowRight');
  await expect(said).toHaveText('Photo déplacée en position 2 sur 3.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Photo déposée en position 2 sur 3.');
  await expect(page.getByText('Le nouvel ordre des photos a été enregistré.')).toBeVisible();
  expect([await keyOf(0), await keyOf(1), await keyOf(2)]).toEqual([cocktail, ceremonie, diner]);

  await page.getByRole('textbox', { name: 'Légende de la photo 1' }).fill('Le cocktail au jardin');
  await page.getByRole('textbox', { name: 'Légende de la photo 2' }).fill('La cérémonie laïque');
  await page.getByRole('textbox', { name: 'Légende de la photo 3' }).fill('Le dîner sous les lampions');
  await page.getByRole('button', { name: 'Enregistrer les légendes' }).click();
  await expect(page.getByText('Les légendes ont été enregistrées.')).toBeVisible();

  // Without a key photo, publishing is refused and says why.
  await page.getByRole('button', { name: 'Publier sur mon profil' }).click();
  await expect(page.getByRole('alert')).toContainText('il manque une photo principale');
  await page.getByRole('button', { name: 'Choisir la photo 1 comme photo principale' }).click();
  await expect(photos.nth(0).getByText('Photo principale')).toBeVisible();
  await page.getByRole('button', { name: 'Publier sur mon profil' }).click();
  await expect(page.getByTestId('publication-state')).toHaveText(
    'Publié : ce mariage s’affiche sur votre profil.',
  );

  await expectAxeCleanAtBothWidths(page, '/profile/portfolios');
  await expectNoOverflowOnPhone(page, '/profile/portfolios');

  const address = await page.getByRole('link', { name: /camille-et-louis-au-chateau$/ }).getAttribute('href');
  if (!address) throw new Error('the editor shows no address once published');
  const portfolioPath = new URL(address).pathname;
  const profileUrl = `${baseURL}${portfolioPath.slice(0, portfolioPath.lastIndexOf('/'))}`;
  const editor = page.url();

  await page.goto(profileUrl);
  const section = page.locator('.provider-portfolios');
  await expect(section.getByRole('heading', { name: 'Camille et Louis au château' })).toBeVisible();
  // The server's page, in the order chosen, the captions as the photos' text.
  const shown = section.locator('pp-carousel img');
  await expect(shown).toHaveCount(3);
  expect(await shown.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual([
    'Le cocktail au jardin',
    'La cérémonie laïque',
    'Le dîner sous les lampions',
  ]);
  expect(await shown.evaluateAll((images) => images.map((image) => image.getAttribute('data-key')))).toEqual([
    cocktail,
    ceremonie,
    diner,
  ]);
  expect((await page.request.get(`${baseURL}${portfolioPath}`)).status()).toBe(200);

  await page.goto(editor);
  await page.getByRole('button', { name: 'Retirer de mon profil' }).click();
  await expect(page.getByTestId('publication-state')).toHaveText('Brouillon : seul vous voyez ce mariage.');
  // Gone from the server's pages at once (a browser or a CDN may keep the public page its 5 minutes).
  const withdrawn = await (await page.request.get(profileUrl)).text();
  expect(withdrawn).toContain('provider-profile');
  expect(withdrawn).not.toContain('provider-portfolios');
  expect(withdrawn).not.toContain('Camille et Louis au château');
  expect((await page.request.get(`${baseURL}${portfolioPath}`)).status()).toBe(404);
});
