import * as portraitApi from '@shared/api/contract/back-office/portrait-experiences';
import * as languagesApi from '@shared/api/contract/back-office/provider-languages';
import * as servicesApi from '@shared/api/contract/back-office/provider-services';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { expect, test } from './support/provider';

/**
 * The public profile's content from the back-office (issue 21): the demo provider types its portrait in the
 * rich-text editor, adds two experiences, sets its languages and services, and sees them all on its public
 * profile. What the demo provider had is put back at the end: the run's other files read its profile too.
 */
test('a provider writes its portrait and experiences, sets its languages and services, and sees them on its profile', async ({
  page,
  request,
  baseURL,
  backOffice,
  signedInDemoProvider: provider,
}) => {
  const as = { token: provider.token };
  const before = {
    portrait: bodyOf(await callEndpoint(request, portraitApi.portraitExperiences, {}, as)),
    languages: bodyOf(await callEndpoint(request, languagesApi.providerLanguages, {}, as)),
    services: bodyOf(await callEndpoint(request, servicesApi.providerServices, {}, as)),
  };
  try {
    await page.goto(`${backOffice}/profile/portrait`);
    const editor = page.getByRole('textbox', { name: 'Votre portrait' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Nous imaginons des mariages ');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type('lumineux');
    await page.keyboard.press('ControlOrMeta+B');
    await page.keyboard.type(' en Provence.');

    const rows = page.locator('.pp-ui-form-list__row');
    const existing = await rows.count();
    for (const [title, year] of [
      ['Mariage au château de Lourmarin', '2024'],
      ['Prix du jury des wedding planners', '2021'],
    ] as const) {
      await page.getByRole('button', { name: 'Ajouter une expérience' }).click();
      const row = rows.last();
      // The new row's first field has the focus: the keyboard goes on from there.
      await expect(row.getByLabel('Intitulé')).toBeFocused();
      await page.keyboard.type(title);
      await row.getByLabel('Année').fill(year);
    }
    await expect(rows).toHaveCount(existing + 2);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Votre portrait et vos expériences ont été enregistrés.')).toBeVisible();
    await expectAxeCleanAtBothWidths(page, '/profile/portrait');
    await expectNoOverflowOnPhone(page, '/profile/portrait');
    const profile = await page.getByRole('link', { name: /Voir mon profil public/ }).getAttribute('href');
    if (!profile) throw new Error('the portrait page links to no profile');

    // The profile's other pages are one link away, in the section's list above the title.
    await page.getByRole('navigation', { name: 'Mon profil' }).getByRole('link', { name: 'Langues' }).click();
    const languages = page.getByRole('group', { name: 'Langues parlées' });
    await expect(languages.getByRole('checkbox', { name: 'Italien' })).toBeVisible();
    for (const box of await languages.getByRole('checkbox').all()) await box.uncheck();
    await languages.getByRole('checkbox', { name: 'Italien' }).check();
    await languages.getByRole('checkbox', { name: 'Anglais' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos langues ont été enregistrées.')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Mon profil' })
      .getByRole('link', { name: 'Prestations' })
      .click();
    const services = page.getByRole('group', { name: 'Prestations proposées' });
    await expect(services.getByRole('checkbox', { name: 'Coordination du jour J' })).toBeVisible();
    for (const box of await services.getByRole('checkbox').all()) await box.uncheck();
    await services.getByRole('checkbox', { name: 'Coordination du jour J' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos prestations ont été enregistrées.')).toBeVisible();

    await page.goto(`${baseURL}${new URL(profile).pathname}`);
    await expect(page.locator('.provider-portrait')).toContainText(
      'Nous imaginons des mariages lumineux en Provence.',
    );
    await expect(page.locator('.provider-portrait strong')).toHaveText('lumineux');
    const experiences = page.locator('.provider-experience');
    await expect(experiences.nth(existing)).toContainText('2024 Mariage au château de Lourmarin');
    await expect(experiences.nth(existing + 1)).toContainText('2021 Prix du jury des wedding planners');
    await expect(page.locator('.provider-services li')).toHaveText(['Coordination du jour J']);
    // The cards name a language in its own words, with its flag.
    await expect(page.locator('.provider-languages li')).toHaveCount(2);
    await expect(page.locator('.provider-languages li[title="Italiano"]')).toBeAttached();
  } finally {
    bodyOf(
      await callEndpoint(
        request,
        portraitApi.savePortraitExperiences,
        { portrait: before.portrait.portrait, experiences: before.portrait.experiences },
        as,
      ),
    );
    bodyOf(
      await callEndpoint(
        request,
        languagesApi.saveProviderLanguages,
        { spoken: before.languages.spoken },
        as,
      ),
    );
    bodyOf(
      await callEndpoint(request, servicesApi.saveProviderServices, { offered: before.services.offered }, as),
    );
  }
});
