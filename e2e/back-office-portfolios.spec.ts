import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { phonePhoto } from './support/phone-photo';
import { expect, test } from './support/provider';

test('a provider’s real wedding: photos reordered with the keyboard, captioned, a key photo, published on its profile in that order, then withdrawn', async ({
  page,
  backOffice,
  baseURL,
  signedInNewProvider: _signedIn,
}) => {
  const title = 'Camille et Louis au château';
  await page.goto(`${backOffice}/profile/portfolios`);
  await expect(page.locator('[data-island="back-office-screen"][data-island-started]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre du mariage' }).fill(title);
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
  // dnd-kit listens for the arrows from the task after the pick-up, and measures the places in a later frame: on a
  // busy machine, an arrow sent as soon as the pick-up is said can come before either, and moves nothing. A
  // person is never that quick, so the arrow is sent again until the move is said.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(said).toHaveText('Photo déplacée en position 2 sur 3.', { timeout: 1_000 });
  }).toPass();
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

  const address = await page.locator('p', { hasText: 'Son adresse' }).getByRole('link').getAttribute('href');
  if (!address) throw new Error('the editor shows no address once published');
  const portfolioPath = new URL(address).pathname;
  const profileUrl = `${baseURL}${portfolioPath.slice(0, portfolioPath.lastIndexOf('/'))}`;
  const editor = page.url();

  await page.goto(profileUrl);
  const section = page.locator('.provider-portfolios');
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  // The carousel shows the key photo first, its caption as its text.
  const article = section.locator('article', {
    has: page.getByRole('heading', { name: title, exact: true }),
  });
  await expect(article.getByRole('img', { name: 'Le cocktail au jardin' }).first()).toBeVisible();
  // The server's page (complete without JavaScript): the photos in the order chosen, captions as their text.
  const served = await (await page.request.get(profileUrl)).text();
  const slug = portfolioPath.slice(portfolioPath.lastIndexOf('/') + 1);
  const written = served.slice(served.indexOf(`id="portfolio-${slug}"`));
  const carousel = written.slice(written.indexOf('<pp-carousel'), written.indexOf('</pp-carousel>'));
  expect([...carousel.matchAll(/data-key="([^"]+)"/g)].map((match) => match[1])).toEqual([
    cocktail,
    ceremonie,
    diner,
  ]);
  expect([...carousel.matchAll(/alt="([^"]+)"/g)].map((match) => match[1])).toEqual([
    'Le cocktail au jardin',
    'La cérémonie laïque',
    'Le dîner sous les lampions',
  ]);
  expect((await page.request.get(`${baseURL}${portfolioPath}`)).status()).toBe(200);

  await page.goto(editor);
  await page.getByRole('button', { name: 'Retirer de mon profil' }).click();
  await expect(page.getByTestId('publication-state')).toHaveText('Brouillon : seul vous voyez ce mariage.');
  // Gone from the server's pages at once (a browser or a CDN may keep the public page its 5 minutes).
  const withdrawn = await (await page.request.get(profileUrl)).text();
  expect(withdrawn).toContain('provider-profile');
  expect(withdrawn).not.toContain(title);
  expect((await page.request.get(`${baseURL}${portfolioPath}`)).status()).toBe(404);
});
