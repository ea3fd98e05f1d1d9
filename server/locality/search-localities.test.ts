import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as localityApi from '@shared/api/contract/locality';
import type { RequestOf } from '@shared/api/endpoint';
import { importGeography } from '../geography/import-geography';
import { locatePlace } from './locate-place';
import { bodyOf, callEndpoint } from '../test-support/call-endpoint';
import { callJson, startTestApp, type TestApp } from '../test-support/test-app';

/** The real gazetteer's biggest places, read-only for every test of this file. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await importGeography(t.db, { countries: ['FR', 'BE', 'DE', 'PT'], limitPerCountry: 200 });
}, 120_000);
afterAll(() => t.close());

const search = (input: RequestOf<typeof localityApi.searchLocality>, headers: Record<string, string> = {}) =>
  callEndpoint(t.app, localityApi.searchLocality, input, { headers });
/** A query the contract refuses, sent as is. */
const searchRaw = (query: string) =>
  callJson(t.app, { method: 'GET', url: `${localityApi.searchLocality.path}?${query}` });

const localities = async (
  input: RequestOf<typeof localityApi.searchLocality>,
  headers: Record<string, string> = {},
) => bodyOf(await search(input, headers)).localities;
const cityNames = async (
  input: RequestOf<typeof localityApi.searchLocality>,
  headers?: Record<string, string>,
) => (await localities(input, headers)).map((place) => place.city);

describe('GET /search/locality', () => {
  it('finds Saint-Étienne from "saint et", with its postal code, coordinates and department', async () => {
    const [first] = await localities({ q: 'saint et' });
    expect(first).toEqual({
      city: 'Saint-Étienne',
      zipcode: '42000',
      countrycode: 'FR',
      lat: expect.closeTo(45.43, 1),
      lng: expect.closeTo(4.39, 1),
      area: 'Loire',
    });
  });

  it('ignores case, accents, hyphens and apostrophes', async () => {
    const expected = await localities({ q: 'saint etienne' });
    expect(expected[0]?.city).toBe('Saint-Étienne');
    for (const typed of [
      'SAINT-ÉTIENNE',
      'Saint Étienne',
      'saint-etienne',
      'sáint  ětienne',
      "saint'etienne",
    ]) {
      expect(await localities({ q: typed }), typed).toEqual(expected);
    }
  });

  it('matches a prefix of the name only', async () => {
    expect((await localities({ q: 'lyo' })).map((place) => place.city)).toContain('Lyon');
    expect((await localities({ q: 'yon' })).map((place) => place.city)).not.toContain('Lyon');
  });

  it('lists the biggest places first, namesakes told apart by their area', async () => {
    const places = await localities({ q: 'saint', limit: '20' });
    const populations = await t.db.query<{ population: number }>(
      `SELECT population FROM cities WHERE search_name LIKE 'saint%' ORDER BY population DESC NULLS LAST LIMIT 20`,
    );
    expect(places).toHaveLength(populations.length);
    const placePopulations = await Promise.all(
      places.map(async (place) => {
        const [row] = await t.db.query<{ population: number }>(
          'SELECT population FROM cities WHERE name = $1 AND latitude = $2 AND longitude = $3',
          [place.city, place.lat, place.lng],
        );
        return row?.population;
      }),
    );
    expect(placePopulations).toEqual(populations.map((row) => row.population));
    const saintDenis = places.filter((place) => place.city === 'Saint-Denis');
    expect(saintDenis.map((place) => place.area).sort()).toEqual(['La Réunion', 'Seine-Saint-Denis']);
  });

  it('gives the region as the area where a place has no department', async () => {
    const [berlin] = await localities({ q: 'berlin', country: 'DE' });
    const [region] = await t.db.query<{ name: string; department_id: number | null }>(
      `SELECT regions.name, cities.department_id FROM cities JOIN regions ON regions.id = cities.region_id
       WHERE cities.name = 'Berlin'`,
    );
    expect(region?.department_id).toBeNull();
    expect(berlin).toMatchObject({ city: 'Berlin', countrycode: 'DE', zipcode: null, area: region?.name });
  });

  it('lists the asked country’s cities first, in any case, then the other countries’', async () => {
    const everywhere = await localities({ q: 'b', limit: '20' });
    expect(new Set(everywhere.map((place) => place.countrycode))).toEqual(new Set(['FR', 'BE', 'DE', 'PT']));
    const belgian = await localities({ q: 'b', country: 'be', limit: '20' });
    expect(belgian).toHaveLength(20);
    const countries = belgian.map((place) => place.countrycode);
    const belgianCount = countries.filter((country) => country === 'BE').length;
    expect(belgianCount).toBeGreaterThan(3);
    expect(countries.slice(0, belgianCount).every((country) => country === 'BE')).toBe(true);
    expect(belgian.map((place) => place.city)).toContain('Brugge');

    const saints = await localities({ q: 'saint', country: 'BE' });
    expect(saints).toHaveLength(8);
    expect(saints[0]).toMatchObject({ city: 'Saint-Gilles', countrycode: 'BE' });
    const firstFrench = saints.findIndex((place) => place.countrycode === 'FR');
    expect(firstFrench).toBeGreaterThan(0);
    expect(saints.slice(0, firstFrench).every((place) => place.countrycode === 'BE')).toBe(true);
    expect(saints.slice(firstFrench).every((place) => place.countrycode === 'FR')).toBe(true);
    expect(saints.map((place) => place.city)).toContain('Saint-Étienne');
  });

  it('finds a city of another country than the site’s: Lisboa and Porto from France, Lyon from Portugal', async () => {
    expect((await localities({ q: 'lisb', country: 'FR' }))[0]).toMatchObject({
      city: 'Lisboa',
      countrycode: 'PT',
    });
    expect(await cityNames({ q: 'porto', country: 'FR' })).toContain('Porto');
    expect((await localities({ q: 'lyon', country: 'PT' }))[0]).toMatchObject({
      city: 'Lyon',
      countrycode: 'FR',
    });
  });

  it('finds München by its German and its English name, named München', async () => {
    for (const typed of ['München', 'munchen', 'Munich', 'munic', 'MÜNCH']) {
      expect((await localities({ q: typed, country: 'DE' }))[0], typed).toMatchObject({
        city: 'München',
        countrycode: 'DE',
        area: 'Oberbayern',
      });
    }
    expect((await localities({ q: 'Lisbon', country: 'PT' }))[0]?.city).toBe('Lisboa');
    expect((await localities({ q: 'Anvers', country: 'BE' }))[0]?.city).toBe('Antwerpen');
  });

  it('names a bilingual city in the caller’s language, one of its country’s, else by the site’s name', async () => {
    for (const [headers, name] of [
      [{ cookie: 'locale=fr-BE' }, 'Bruxelles'],
      [{ 'accept-language': 'fr-FR,fr;q=0.9' }, 'Bruxelles'],
      [{ cookie: 'locale=nl-BE' }, 'Brussel'],
      [{ 'accept-language': 'de-DE' }, 'Brüssel'],
      [{ 'accept-language': 'en-GB' }, 'Brussel'],
    ] as const) {
      for (const typed of ['brux', 'brussel', 'Brüssel', 'Brussels']) {
        expect(
          (await localities({ q: typed, country: 'BE' }, headers))[0]?.city,
          `${typed} ${JSON.stringify(headers)}`,
        ).toBe(name);
      }
    }
    expect((await search({ q: 'brux' })).headers.vary).toMatch(/Accept-Language/);
    expect((await localities({ q: 'munich' }, { 'accept-language': 'en-GB' }))[0]?.city).toBe('München');
  });

  it('answers 8 places by default and at most the limit asked', async () => {
    expect(await localities({ q: 's' })).toHaveLength(8);
    expect(await localities({ q: 's', limit: '3' })).toHaveLength(3);
    expect(await localities({ q: 's', limit: '20' })).toHaveLength(20);
  });

  it('answers an empty list when nothing matches or nothing searchable was typed', async () => {
    expect(await localities({ q: 'zzzz' })).toEqual([]);
    expect(await localities({ q: '--' })).toEqual([]);
  });

  it('refuses a missing query, an unknown country and limits outside 1 to 20', async () => {
    for (const query of [
      '',
      'q=',
      'q=lyon&country=US',
      'q=lyon&limit=0',
      'q=lyon&limit=21',
      'q=lyon&limit=abc',
    ]) {
      expect((await searchRaw(query)).status, query).toBe(400);
    }
  });

  it('lets browsers keep the answer for an hour', async () => {
    expect((await search({ q: 'lyon' })).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('locatePlace', () => {
  it('places a city typed by another of its names, without a pick: Munich is München', async () => {
    const munchen = await locatePlace(t.db, { name: 'München', country: 'DE' });
    expect(munchen).toMatchObject({ country: 'DE', latitude: expect.closeTo(48.14, 1) });
    expect(await locatePlace(t.db, { name: 'Munich', country: 'DE' })).toEqual(munchen);
    expect(await locatePlace(t.db, { name: 'munich' })).toEqual(munchen);
    expect(await locatePlace(t.db, { name: 'Lisbon', country: 'PT' })).toMatchObject({ country: 'PT' });
  });

  it('still prefers an exact name to a longer one that starts with it, and finds nothing for an unknown place', async () => {
    expect(await locatePlace(t.db, { name: 'Lyon', country: 'FR' })).toMatchObject({
      latitude: expect.closeTo(45.76, 1),
    });
    expect(await locatePlace(t.db, { name: 'Zzyzx', country: 'FR' })).toBeNull();
  });
});
