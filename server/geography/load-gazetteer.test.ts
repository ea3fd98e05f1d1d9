import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '@shared/sites';
import type { CountryGazetteer } from './gazetteer';
import { loadGazetteer } from './load-gazetteer';

/** Rough [south, north, west, east] boxes around each country, islands included; catches a city given another's coordinates. */
const BOUNDS: Readonly<Record<Exclude<CountryCode, 'FR'>, readonly [number, number, number, number]>> = {
  BE: [49.4, 51.6, 2.5, 6.5],
  GB: [49.8, 61, -8.7, 2],
  DE: [47.2, 55.1, 5.8, 15.1],
  IT: [35.4, 47.1, 6.6, 18.6],
  ES: [27.6, 43.8, -18.2, 4.4],
  PT: [32.6, 42.2, -31.3, -6.1],
};
const METROPOLITAN_FRANCE = [41.3, 51.1, -5.2, 9.6] as const;

const inside = ([south, north, west, east]: readonly number[], lat: number, lng: number) =>
  lat >= (south ?? 0) && lat <= (north ?? 0) && lng >= (west ?? 0) && lng <= (east ?? 0);

const gazetteers = new Map<CountryCode, CountryGazetteer>();
beforeAll(async () => {
  for (const country of COUNTRY_CODES) gazetteers.set(country, await loadGazetteer(country));
});
const gazetteer = (country: CountryCode) => gazetteers.get(country) as CountryGazetteer;

describe('loadGazetteer (the installed data sets, read in full)', () => {
  it('gives every country regions, departments and thousands of populated places', () => {
    for (const country of COUNTRY_CODES) {
      const { regions, departments, cities } = gazetteer(country);
      expect(regions.length, country).toBeGreaterThan(2);
      expect(departments.length, country).toBeGreaterThan(10);
      expect(cities.length, country).toBeGreaterThan(900);
    }
  });

  it('links every department and city to a region of its country, and a department code to a department', () => {
    for (const country of COUNTRY_CODES) {
      const { regions, departments, cities } = gazetteer(country);
      const regionCodes = new Set(regions.map((region) => region.code));
      const departmentCodes = new Set(departments.map((department) => department.code));
      expect(
        departments.filter((department) => !regionCodes.has(department.regionCode)),
        country,
      ).toEqual([]);
      expect(
        cities.filter((city) => !regionCodes.has(city.regionCode)),
        country,
      ).toEqual([]);
      expect(
        cities.filter((city) => city.departmentCode !== null && !departmentCodes.has(city.departmentCode)),
        country,
      ).toEqual([]);
    }
  });

  it('places cities inside their country', () => {
    for (const [country, box] of Object.entries(BOUNDS)) {
      const outside = gazetteer(country as CountryCode).cities.filter(
        (c) => !inside(box, c.latitude, c.longitude),
      );
      expect(
        outside.map((city) => city.name),
        country,
      ).toEqual([]);
    }
    const metropolitan = gazetteer('FR').cities.filter((city) => !city.departmentCode?.startsWith('97'));
    expect(metropolitan.filter((c) => !inside(METROPOLITAN_FRANCE, c.latitude, c.longitude))).toEqual([]);
  });

  it('has French communes with INSEE ids, postal codes, departments and legal population', () => {
    const { cities, regions, departments } = gazetteer('FR');
    expect(regions).toHaveLength(18);
    expect(departments).toHaveLength(101);
    expect(cities.every((city) => /^insee:\d[\dAB]\d{2,3}$/.test(city.externalId))).toBe(true);
    expect(
      cities.every((city) => /^\d{5}$/.test(city.postalCode ?? '') && city.departmentCode !== null),
    ).toBe(true);
    const lyon = cities.find((city) => city.externalId === 'insee:69123');
    expect(lyon).toMatchObject({ name: 'Lyon', postalCode: '69001', departmentCode: '69', regionCode: '84' });
    expect(lyon?.latitude).toBeCloseTo(45.75, 1);
    expect(lyon?.longitude).toBeCloseTo(4.85, 1);
    expect(cities.find((city) => city.externalId === 'insee:97411')).toMatchObject({
      name: 'Saint-Denis',
      departmentCode: '974',
    });
  });

  it('leaves postal codes empty outside France, where the data set has none', () => {
    for (const country of COUNTRY_CODES.filter((code) => code !== 'FR')) {
      expect(
        gazetteer(country).cities.every((city) => city.postalCode === null),
        country,
      ).toBe(true);
    }
  });

  it('leaves the department empty where GeoNames has no second level (German Länder without Regierungsbezirke)', () => {
    const berlin = gazetteer('DE').cities.find((city) => city.name === 'Berlin');
    expect(berlin).toMatchObject({ departmentCode: null, regionCode: '16' });
    const munich = gazetteer('DE').cities.find((city) => city.name === 'Munich');
    expect(munich?.departmentCode).toBe('02.091');
  });

  it('leaves out the districts of a city, which would crowd the autocomplete next to the city', () => {
    expect(gazetteer('DE').cities.some((city) => city.name === 'Kreuzberg')).toBe(false);
  });
});
