import { describe, expect, it } from 'vitest';
import * as companyApi from '@shared/api/contract/back-office/company';
import { directoryVersion } from '@server/directory/directory-version';
import { seedCatalog } from '@server/seed/seed-catalog';
import { bodyOf, callEndpoint } from '@server/test-support/call-endpoint';
import { insertCraftedCities } from '@server/test-support/crafted-directory';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { freshAppForEachTest } from '@server/test-support/test-app';

const t = freshAppForEachTest(async (db) => {
  await seedCatalog(db);
  await insertCraftedCities(db);
});

const provider = () => signedInProvider(t, 'Atelier Lumière', '+33611111111');

describe('a provider’s company SIRET', () => {
  it('keeps the 14 digits of a SIRET typed with spaces, La Poste’s included', async () => {
    const as = await provider();
    const saved = await callEndpoint(
      t.app,
      companyApi.saveCompanySiret,
      { siret: '732 829 320 00074' },
      { as },
    );
    expect(bodyOf(saved)).toEqual({ siret: '73282932000074' });
    expect(bodyOf(await callEndpoint(t.app, companyApi.companySiret, {}, { as }))).toEqual({
      siret: '73282932000074',
    });
    const post = await callEndpoint(t.app, companyApi.saveCompanySiret, { siret: '35600000049837' }, { as });
    expect(bodyOf(post)).toEqual({ siret: '35600000049837' });
  });

  it('refuses a wrong key or a wrong length on `siret`, and keeps the one it had', async () => {
    const as = await provider();
    bodyOf(await callEndpoint(t.app, companyApi.saveCompanySiret, { siret: '73282932000074' }, { as }));
    for (const siret of ['73282932000075', '7328293200007', '35600000049838', '7328293200007A']) {
      const refused = await callEndpoint(t.app, companyApi.saveCompanySiret, { siret }, { as });
      expect(refused.status, siret).toBe(400);
      expect(refused.ok ? null : refused.body.fields, siret).toEqual({
        siret: 'Ce numéro SIRET n’est pas valide : vérifiez ses 14 chiffres.',
      });
    }
    expect(bodyOf(await callEndpoint(t.app, companyApi.companySiret, {}, { as })).siret).toBe(
      '73282932000074',
    );
  });
});

describe('a provider’s company address', () => {
  it('takes a city of the gazetteer with its postal code, places the company there and moves the directory', async () => {
    const as = await provider();
    const before = await directoryVersion(t.db);
    const saved = await callEndpoint(
      t.app,
      companyApi.saveCompanyAddress,
      { street: '12 rue de la République', city: 'saint-étienne', postalCode: '42000' },
      { as },
    );
    expect(bodyOf(saved)).toEqual({
      street: '12 rue de la République',
      city: 'Saint-Étienne',
      postalCode: '42000',
    });
    expect(await directoryVersion(t.db)).not.toBe(before);
    const [row] = await t.db.query<{ city_id: number | null; latitude: number }>(
      'SELECT city_id, latitude FROM providers WHERE id = $1',
      [as.providerId],
    );
    expect(row?.city_id).not.toBeNull();
    expect(row?.latitude).toBeCloseTo(45.434);
  });

  it('takes a city of a gazetteer without postal codes by its name alone, in its own country', async () => {
    const as = await provider();
    await t.db.query("UPDATE providers SET country = 'BE' WHERE id = $1", [as.providerId]);
    const saved = await callEndpoint(
      t.app,
      companyApi.saveCompanyAddress,
      { street: 'Rue de la Victoire 12', city: 'Saint-Gilles', postalCode: '' },
      { as },
    );
    expect(bodyOf(saved)).toEqual({
      street: 'Rue de la Victoire 12',
      city: 'Saint-Gilles',
      postalCode: null,
    });
    const [row] = await t.db.query<{ latitude: number }>('SELECT latitude FROM providers WHERE id = $1', [
      as.providerId,
    ]);
    expect(row?.latitude).toBeCloseTo(50.827);
    // The French Saint-Gilles has a postal code: without it, it is no city of the list.
    await t.db.query("UPDATE providers SET country = 'FR' WHERE id = $1", [as.providerId]);
    const french = await callEndpoint(
      t.app,
      companyApi.saveCompanyAddress,
      { street: 'Rue de la Victoire 12', city: 'Saint-Gilles', postalCode: '' },
      { as },
    );
    expect(french.status).toBe(400);
  });

  it('refuses a city that is not “City (postal code)” of the list on `city`, and changes nothing', async () => {
    const as = await provider();
    for (const place of [
      { city: 'Lyon', postalCode: '42000' },
      { city: 'Lyonville', postalCode: '69001' },
      { city: 'Saint-Gilles', postalCode: '' },
    ]) {
      const refused = await callEndpoint(
        t.app,
        companyApi.saveCompanyAddress,
        { street: '1 rue Neuve', ...place },
        { as },
      );
      expect(refused.status, place.city).toBe(400);
      const fields = refused.ok ? {} : (refused.body.fields ?? {});
      expect(
        Object.keys(fields).some((field) => field === 'city' || field === 'postalCode'),
        place.city,
      ).toBe(true);
    }
    expect(bodyOf(await callEndpoint(t.app, companyApi.companyAddress, {}, { as }))).toEqual({
      street: '',
      city: null,
      postalCode: null,
    });
  });
});

describe('a provider’s company name, details and services', () => {
  it('renames the company and writes its details, the website and phone as the profile’s links', async () => {
    const as = await provider();
    expect(
      bodyOf(await callEndpoint(t.app, companyApi.saveCompanyName, { name: '  Les Noces  ' }, { as })),
    ).toEqual({ name: 'Les Noces' });
    const details = {
      legalForm: 'SARL',
      vatNumber: 'fr 40 303265045',
      website: 'https://atelier.example',
      phone: '+33478000000',
    };
    expect(bodyOf(await callEndpoint(t.app, companyApi.saveCompanyDetails, details, { as }))).toEqual({
      ...details,
      vatNumber: 'FR40303265045',
    });
    const links = await t.db.query<{ type: string; url: string }>(
      'SELECT type, url FROM provider_links WHERE provider_id = $1 ORDER BY type',
      [as.providerId],
    );
    expect(links).toEqual([
      { type: 'phone', url: 'tel:+33478000000' },
      { type: 'website', url: 'https://atelier.example' },
    ]);
    const cleared = await callEndpoint(
      t.app,
      companyApi.saveCompanyDetails,
      { legalForm: '', vatNumber: null, website: '', phone: null },
      { as },
    );
    expect(bodyOf(cleared)).toEqual({ legalForm: null, vatNumber: null, website: null, phone: null });
    const refused = await callEndpoint(
      t.app,
      companyApi.saveCompanyDetails,
      { legalForm: 'SAS', vatNumber: 'X', website: 'javascript:alert(1)', phone: null },
      { as },
    );
    expect(Object.keys(refused.ok ? {} : (refused.body.fields ?? {})).sort()).toEqual([
      'vatNumber',
      'website',
    ]);
  });

  it('replaces the services it offers, named in the caller’s language, and refuses an unknown one', async () => {
    const as = await provider();
    const saved = bodyOf(
      await callEndpoint(
        t.app,
        companyApi.saveCompanyServices,
        { services: ['day-of-coordination', 'full-service'] },
        { as },
      ),
    );
    expect(saved.services).toEqual(['full-service', 'day-of-coordination']);
    expect(saved.choices.map((choice) => choice.slug)).toEqual([
      'full-service',
      'partial-planning',
      'day-of-coordination',
    ]);
    const refused = await callEndpoint(
      t.app,
      companyApi.saveCompanyServices,
      { services: ['full-service', 'fireworks'] },
      { as },
    );
    expect(refused.ok ? null : Object.keys(refused.body.fields ?? {})).toEqual(['services.1']);
    expect(bodyOf(await callEndpoint(t.app, companyApi.companyServices, {}, { as })).services).toEqual([
      'full-service',
      'day-of-coordination',
    ]);
  });
});

describe('the SIRET lookup in the fictional register', () => {
  it('answers a fictional company’s name and address, and 404 for a SIRET it does not have', async () => {
    const as = await provider();
    const found = await callEndpoint(t.app, companyApi.lookUpSiret, { siret: '90100000100015' }, { as });
    expect(bodyOf(found).company).toEqual({
      siret: '90100000100015',
      name: 'Atelier Lumière Mariages',
      street: '12 rue de la République',
      postalCode: '69001',
      city: 'Lyon',
      legalForm: 'SARL',
    });
    const unknown = await callEndpoint(t.app, companyApi.lookUpSiret, { siret: '73282932000074' }, { as });
    expect(unknown.status).toBe(404);
    const invalid = await callEndpoint(t.app, companyApi.lookUpSiret, { siret: '73282932000075' }, { as });
    expect(invalid.status).toBe(400);
  });
});
