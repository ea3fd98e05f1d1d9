import { describe, expect, it } from 'vitest';
import * as accountApi from '@shared/api/contract/account';
import * as companyApi from '@shared/api/contract/back-office/company';
import * as onboardingApi from '@shared/api/contract/back-office/onboarding';
import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { insertCraftedCities } from '@server/test-support/crafted-directory';
import { confirmationTokenSentTo } from '@server/test-support/email-links';
import { registeredProvider, type RegisteredProvider } from '@server/test-support/registered-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(async (db) => {
  await seedCatalog(db);
  await insertCraftedCities(db);
});

const checklist = async (as: RegisteredProvider) =>
  bodyOf(await callEndpoint(t.app, onboardingApi.onboarding, {}, { as }));

/** What the company page saves: the SIRET, the address and the services. */
async function fillCompany(as: RegisteredProvider) {
  bodyOf(await callEndpoint(t.app, companyApi.saveCompanySiret, { siret: '90100000100015' }, { as }));
  bodyOf(
    await callEndpoint(
      t.app,
      companyApi.saveCompanyAddress,
      { street: '12 rue de la République', city: 'Lyon', postalCode: '69001' },
      { as },
    ),
  );
  bodyOf(await callEndpoint(t.app, companyApi.saveCompanyServices, { services: ['full-service'] }, { as }));
}

/** What the other back-office pages write: the portrait, the profile photo, and visible gallery photos. */
async function fillProfile(as: RegisteredProvider, { galleryPhotos = 3, languages = true } = {}) {
  await t.db.query(
    "UPDATE providers SET portrait_html = '<p>Vingt ans de mariages</p>', profile_image = 'seed/p.jpg' WHERE id = $1",
    [as.providerId],
  );
  if (languages) {
    await t.db.query("INSERT INTO provider_languages (provider_id, language_iso) VALUES ($1, 'fr')", [
      as.providerId,
    ]);
  }
  for (let position = 0; position < galleryPhotos + 1; position += 1) {
    // One more, hidden: a hidden photo does not count.
    await t.db.query(
      'INSERT INTO provider_images (provider_id, storage_key, position, visible) VALUES ($1, $2, $3, $4)',
      [as.providerId, `seed/g-${position}.jpg`, position, position < galleryPhotos],
    );
  }
}

describe('the onboarding’s checklist', () => {
  it('starts with the company’s name only, every part to do and a score of nothing', async () => {
    const as = await registeredProvider(t);
    const start = await checklist(as);
    expect(start.finished).toBe(false);
    expect(start.score).toBe(0);
    expect(start.parts.filter((part) => part.done)).toEqual([]);
    expect(start.missing).toEqual(['company', 'address', 'services', 'portrait', 'profilePhoto']);
  });

  it('moves with each part done, the weights adding up to 100', async () => {
    const as = await registeredProvider(t);
    await fillCompany(as);
    const company = await checklist(as);
    expect(company.score).toBe(50);
    expect(company.missing).toEqual(['portrait', 'profilePhoto']);
    await t.db.query("UPDATE providers SET portrait_html = '<p> </p><p><br></p>' WHERE id = $1", [
      as.providerId,
    ]);
    expect((await checklist(as)).missing).toContain('portrait');
    await fillProfile(as, { galleryPhotos: 2 });
    const almost = await checklist(as);
    expect(almost.parts.find((part) => part.part === 'gallery')?.done).toBe(false);
    expect(almost.score).toBe(90);
    expect(almost.missing).toEqual([]);
  });
});

describe('finishing the onboarding', () => {
  it('is refused while a required part is missing, naming what is missing in the caller’s language', async () => {
    const as = await registeredProvider(t);
    bodyOf(await callEndpoint(t.app, companyApi.saveCompanySiret, { siret: '90100000100015' }, { as }));
    const refused = await callEndpoint(t.app, onboardingApi.finishOnboarding, {}, { as });
    expect(refused.status).toBe(409);
    expect(refused.ok ? null : refused.body.message).toBe(
      'Votre profil n’est pas encore complet : il manque l’adresse, les prestations, le portrait et la photo de profil.',
    );
    const english = await callEndpoint(
      t.app,
      onboardingApi.finishOnboarding,
      {},
      { as, headers: { 'accept-language': 'en' } },
    );
    expect(english.ok ? null : english.body.message).toBe(
      'Your profile is not complete yet: it still lacks the address, the services, the portrait, and the profile photo.',
    );
    const me = bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as }));
    expect(me.user.has_finished_onboarding).toBe(false);
  });

  it('waits for the address to be confirmed, then ends once the required parts are done and publishes the company in its region', async () => {
    const as = await registeredProvider(t, { confirmed: false });
    await fillCompany(as);
    await fillProfile(as, { galleryPhotos: 0, languages: false });
    const early = await callEndpoint(t.app, onboardingApi.finishOnboarding, {}, { as });
    expect(early.status).toBe(409);
    expect(bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as })).company.published).toBe(
      false,
    );
    const token = await confirmationTokenSentTo(t.db, as.email);
    bodyOf(await callEndpoint(t.app, accountApi.confirmEmail, { token }));
    const done = bodyOf(await callEndpoint(t.app, onboardingApi.finishOnboarding, {}, { as }));
    expect(done.user.has_finished_onboarding).toBe(true);
    const me = bodyOf(await callEndpoint(t.app, providerAccountApi.me, {}, { as }));
    expect(me.onboarding).toEqual({ finished: true, remaining: [] });
    expect(me.company.published).toBe(true);
    const [listed] = await t.db.query<{ region: string }>(
      'SELECT regions.code AS region FROM providers JOIN regions ON regions.id = providers.region_id WHERE providers.id = $1',
      [as.providerId],
    );
    expect(listed?.region).toBeTruthy();
    const after = await checklist(as);
    expect(after).toMatchObject({ finished: true, score: 80, missing: [] });
  });
});
