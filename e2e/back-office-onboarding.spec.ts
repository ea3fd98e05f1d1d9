import { phonePhoto } from './support/phone-photo';
import { confirmedProvider, expect, loginProvider, signInProviderBrowser, test } from './support/provider';
import { dashboardProfileLink } from './support/back-office';

/**
 * Issue 21's journey: a new provider goes through its onboarding, guided by the checklist: the SIRET looked up
 * in the (fictional) company register, which fills the name and the address; the city through the
 * autocomplete, any other text emptied; its services, its portrait typed in the rich-text editor and an
 * experience, its languages, two social networks, a profile photo and three gallery photos. Finishing publishes it: its
 * public profile and its card in its city's listing show it all, on its country's site.
 */
test('a new provider completes its onboarding, and its profile and directory card show it on its country’s site', async ({
  page,
  request,
  context,
  backOffice,
  baseURL,
}) => {
  // Eight pages and four uploads: a journey, three times a page test's time.
  test.setTimeout(90_000);
  const credentials = await confirmedProvider(request);
  await signInProviderBrowser(context, backOffice, await loginProvider(request, credentials));
  const checklistLink = (part: string) => page.getByRole('link', { name: `Compléter : ${part}` });
  const profileSection = page.getByRole('navigation', { name: 'Mon profil' });

  await page.goto(`${backOffice}/onboarding`);
  await expect(page.getByText('Profil complet à 0 %')).toBeVisible();
  await checklistLink('Nom et SIRET de l’entreprise').click();
  await expect(page).toHaveURL(/\/profile\/company$/);

  await page.getByLabel('Numéro SIRET').fill('901 000 001 00015');
  await page.getByRole('button', { name: 'Chercher dans le registre' }).click();
  await expect(page.getByText('Trouvé dans le registre : Atelier Lumière Mariages, Lyon.')).toBeVisible();
  const city = page.getByRole('combobox', { name: 'Ville' });
  await expect(page.getByLabel('Nom de l’entreprise')).toHaveValue('Atelier Lumière Mariages');
  await expect(page.getByLabel('Adresse (numéro et rue)')).toHaveValue('12 rue de la République');
  await expect(city).toHaveValue('Lyon (69001)');
  await page.getByRole('button', { name: 'Enregistrer le SIRET' }).click();
  await expect(page.getByText('Le SIRET a été enregistré.')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le nom' }).click();
  await expect(page.getByText('Le nom a été enregistré.')).toBeVisible();

  // Text that is not a city picked from the list is marked invalid and emptied.
  await city.fill('Lyon');
  await city.press('Tab');
  await expect(city).toHaveValue('');
  await expect(page.getByText('Choisissez une ville dans la liste proposée.')).toBeVisible();
  // Picking a suggestion fills the city and its postal code, and clears the mark.
  await city.fill('Nant');
  await page
    .getByRole('option', { name: /^Nantes/ })
    .first()
    .click();
  await expect(city).toHaveValue(/^Nantes \(\d{5}\)$/);
  await expect(page.getByText('Choisissez une ville dans la liste proposée.')).toBeHidden();
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await expect(page.getByText('L’adresse a été enregistrée.')).toBeVisible();

  await page.goto(`${backOffice}/onboarding`);
  await expect(page.getByText('Profil complet à 35 %')).toBeVisible();
  await checklistLink('Prestations').click();
  await page.getByRole('checkbox', { name: 'Organisation complète' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos prestations ont été enregistrées.')).toBeVisible();

  await profileSection.getByRole('link', { name: 'Portrait et expériences' }).click();
  await page.getByRole('textbox', { name: 'Votre portrait' }).click();
  await page.keyboard.type('Nous imaginons des mariages ');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('lumineux');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type(' au bord de la Loire.');
  await page.getByRole('button', { name: 'Ajouter une expérience' }).click();
  // The new row's first field has the focus: the keyboard goes on from there.
  await expect(page.getByLabel('Intitulé')).toBeFocused();
  await page.keyboard.type('Mariage au château de Goulaine');
  await page.getByLabel('Année').fill('2024');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre portrait et vos expériences ont été enregistrés.')).toBeVisible();

  await profileSection.getByRole('link', { name: 'Langues' }).click();
  const languages = page.getByRole('group', { name: 'Langues parlées' });
  await languages.getByRole('checkbox', { name: 'Anglais' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos langues ont été enregistrées.')).toBeVisible();

  await profileSection.getByRole('link', { name: 'Réseaux sociaux' }).click();
  for (const [network, url] of [
    ['instagram', 'https://www.instagram.com/atelier.lumiere.nantes'],
    ['facebook', 'https://www.facebook.com/atelierlumierenantes'],
  ] as const) {
    await page.getByRole('button', { name: 'Ajouter un réseau' }).click();
    const row = page.locator('.pp-ui-form-list__row').last();
    await row.getByRole('combobox', { name: 'Réseau' }).selectOption(network);
    await row.getByLabel('Adresse de la page').fill(url);
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos réseaux ont été enregistrés.')).toBeVisible();

  await profileSection.getByRole('link', { name: 'Vos photos' }).click();
  const gallery = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir des photos' }).click();
  await (
    await gallery
  ).setFiles([
    await phonePhoto('ceremonie.jpg', '#8a5a44'),
    await phonePhoto('cocktail.jpg', '#44708a'),
    await phonePhoto('diner.jpg', '#5a8a44'),
  ]);
  await expect(page.locator('.pp-photos__photo')).toHaveCount(3);
  const portrait = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir une photo de profil' }).click();
  await (await portrait).setFiles([await phonePhoto('portrait.jpg', '#c9a227')]);
  await expect(page.getByRole('img', { name: 'Votre photo de profil' })).toBeVisible();

  await page.goto(`${backOffice}/onboarding`);
  await expect(page.getByText('Profil complet à 100 %')).toBeVisible();
  await page.getByRole('button', { name: 'Terminer mon inscription' }).click();
  await expect(page.getByText('Votre inscription est terminée : votre profil est prêt.')).toBeVisible();

  const profileLink = await dashboardProfileLink(page, backOffice);
  const profile = new URL(profileLink);
  // A French company's profile is on the French site.
  expect(profile.host).toBe(new URL(baseURL ?? '').host);
  await page.goto(`${baseURL}${profile.pathname}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Atelier Lumière Mariages');
  await expect(page.locator('.provider-portrait')).toContainText(
    'Nous imaginons des mariages lumineux au bord de la Loire.',
  );
  await expect(page.locator('.provider-portrait strong')).toHaveText('lumineux');
  await expect(page.locator('.provider-experience')).toContainText(['2024 Mariage au château de Goulaine']);
  await expect(page.locator('.provider-services li')).toHaveText(['Organisation complète']);
  await expect(page.locator('.provider-languages li[title="English"]')).toBeAttached();
  // The networks are linked through their click counter (/annuaire/track/{slug}/{network}).
  await expect(page.locator('a[href$="/instagram"]').first()).toBeAttached();
  await expect(page.locator('a[href$="/facebook"]').first()).toBeAttached();
  const served = await (await page.request.get(`${baseURL}${profile.pathname}`)).text();
  expect(new Set(served.match(/providers\/\d+\/[0-9a-f-]{36}\.jpg/g)).size).toBe(4);

  // The breadcrumbs lead to its city's listing, where its card shows its photo, its place and its words.
  await page
    .getByRole('navigation', { name: 'Fil d’Ariane' })
    .getByRole('link', { name: 'Nantes', exact: true })
    .click();
  const card = page.locator('.directory-card').filter({ hasText: 'Atelier Lumière Mariages' }).first();
  await expect(card.locator('.pp-ui-provider-card__place')).toHaveText(/^Nantes \(44\)$/);
  await expect(card.locator('img.pp-ui-provider-card__photo')).toHaveAttribute('src', /providers\/\d+\//);
  await expect(card).toContainText('Nous imaginons des mariages lumineux');
});
