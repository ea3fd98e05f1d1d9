import { describe, expect, it } from 'vitest';
import { assignUniqueSlugs, slugify } from './slugify';

describe('slugify', () => {
  it('keeps only lower-case letters, digits and single hyphens', () => {
    expect(slugify("Provence-Alpes-Côte d'Azur")).toBe('provence-alpes-cote-d-azur');
    expect(slugify('  Bruxelles / Brussel  ')).toBe('bruxelles-brussel');
    expect(slugify('Città metropolitana di Roma Capitale')).toBe('citta-metropolitana-di-roma-capitale');
    expect(slugify('Bureau Saffron & Co')).toBe('bureau-saffron-co');
  });

  it('gives an empty slug for a name without a Latin letter or digit', () => {
    expect(slugify('中文')).toBe('');
  });
});

describe('assignUniqueSlugs', () => {
  const places = [
    { name: 'Saint-Martin', parent: 'a', code: '1' },
    { name: 'Saint Martin', parent: 'a', code: '2' },
    { name: 'Saint-Martin', parent: 'b', code: '3' },
    { name: 'Saint-Martin', parent: 'a', code: '4' },
    { name: '中文', parent: 'a', code: 'x9' },
  ];
  const slugs = assignUniqueSlugs(
    places,
    (place) => place.name,
    (place) => place.parent,
    (place) => place.code,
  );

  it('gives the plain slug to the first item of each parent and numbers the namesakes in order', () => {
    expect(places.map((place) => slugs.get(place))).toEqual([
      'saint-martin',
      'saint-martin-2',
      'saint-martin',
      'saint-martin-3',
      'x9',
    ]);
  });

  it('gives the same slugs to the same items every time', () => {
    const again = assignUniqueSlugs(
      places,
      (place) => place.name,
      (place) => place.parent,
      (place) => place.code,
    );
    expect([...again.values()]).toEqual([...slugs.values()]);
  });
});
