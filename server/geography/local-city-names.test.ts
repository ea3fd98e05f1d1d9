import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITES, type CountryCode } from '@shared/sites';
import { cities500Path } from './geonames-places';
import { LOCAL_CITY_NAMES } from './local-city-names';

interface Place {
  id: number;
  name: string;
  alternateNames: string[];
  country: string;
  population: number;
}

/** The countries whose site speaks another language than English, the ones an English exonym is wrong on. */
const LOCAL_LANGUAGE_COUNTRIES: readonly CountryCode[] = ['DE', 'IT', 'ES', 'PT', 'BE'];
/** How many of each country's biggest places were reviewed, and how far down an entry may be. */
const REVIEWED = 40;
const LISTED_WITHIN = 300;

let byCountry: Map<string, Place[]>;
beforeAll(async () => {
  byCountry = new Map();
  for (const line of (await readFile(cities500Path(), 'utf8')).split('\n')) {
    const [id, name, , alternates, , , , featureCode, country, , , , , , population] = line.split('\t');
    if (!country || !(country in SITES) || featureCode === 'PPLX') continue;
    const place = {
      id: Number(id),
      name: name ?? '',
      alternateNames: (alternates ?? '').split(','),
      country,
      population: Number(population) || 0,
    };
    const places = byCountry.get(country);
    if (places) places.push(place);
    else byCountry.set(country, [place]);
  }
  for (const places of byCountry.values()) places.sort((a, b) => b.population - a.population);
}, 120_000);

const shownName = (place: Place) => {
  const local = LOCAL_CITY_NAMES.get(place.id);
  const language = SITES[place.country as CountryCode].languages[0];
  return (local && (local.names[language] ?? Object.values(local.names)[0])) ?? place.name;
};

describe('LOCAL_CITY_NAMES', () => {
  it('lists big cities of the country sites, each name one GeoNames knows the city by', () => {
    for (const [id, local] of LOCAL_CITY_NAMES) {
      const places = [...byCountry.values()].flat().filter((place) => place.id === id);
      expect(places, String(id)).toHaveLength(1);
      const [place] = places;
      const rank = byCountry.get(place?.country ?? '')?.indexOf(place as Place) ?? -1;
      expect(rank, place?.name).toBeGreaterThanOrEqual(0);
      expect(rank, place?.name).toBeLessThan(LISTED_WITHIN);
      for (const name of [...Object.values(local.names), ...(local.aliases ?? [])]) {
        expect([place?.name, ...(place?.alternateNames ?? [])], `${place?.name}: ${name}`).toContain(name);
      }
    }
  });

  it('names only in the languages of the city’s country', () => {
    for (const [id, local] of LOCAL_CITY_NAMES) {
      const place = [...byCountry.values()].flat().find((candidate) => candidate.id === id);
      const languages: readonly string[] = SITES[place?.country as CountryCode].languages;
      expect(
        Object.keys(local.names).every((language) => languages.includes(language)),
        String(id),
      ).toBe(true);
    }
  });

  /*
   * The names the biggest cities are shown by, as reviewed: a new GeoNames release that names one of them
   * otherwise (an English exonym) changes this list, and whoever updates the data set reviews it.
   */
  it.each(LOCAL_LANGUAGE_COUNTRIES)('shows %s’s biggest cities by their local names', (country) => {
    const names = (byCountry.get(country) ?? []).slice(0, REVIEWED).map(shownName);
    expect(
      names.filter((name) => ['Munich', 'Rome', 'Milan', 'Naples', 'Lisbon', 'Brussels'].includes(name)),
    ).toEqual([]);
    expect(names).toMatchSnapshot();
  });
});
