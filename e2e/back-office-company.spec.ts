import { confirmedProvider, expect, loginProvider, signInProviderBrowser, test } from './support/provider';

/**
 * A new provider fills its company page: the SIRET looked up in the (fictional) company register, which
 * fills the name and the address; the city through the autocomplete, any other text emptied; the services.
 * The onboarding's checklist moves with each part saved.
 */
test('a new provider fills its company through the register and the city autocomplete, and its checklist moves', async ({
  page,
  request,
  context,
  backOffice,
}) => {
  const credentials = await confirmedProvider(request);
  await signInProviderBrowser(context, backOffice, await loginProvider(request, credentials));

  await page.goto(`${backOffice}/onboarding`);
  await expect(page.getByText('Profil complet à 0 %')).toBeVisible();
  await page.getByRole('link', { name: 'Compléter : Nom et SIRET de l’entreprise' }).click();
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

  await page.getByRole('checkbox', { name: 'Organisation complète' }).check();
  await page.getByRole('button', { name: 'Enregistrer les prestations' }).click();
  await expect(page.getByText('Les prestations ont été enregistrées.')).toBeVisible();

  await page.goto(`${backOffice}/onboarding`);
  await expect(page.getByText('Profil complet à 50 %')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Compléter : Nom et SIRET/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Compléter : Portrait' })).toHaveAttribute(
    'href',
    '/profile/portrait',
  );
  await expect(
    page.getByText('Encore à faire avant de terminer : Portrait et Photo de profil.'),
  ).toBeVisible();
});
