import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { COUNTRY_CODES, SITES, toCountryCode } from './sites';

describe('SITES', () => {
  it('describes the seven sites with the default locales of docs/product/languages-and-sites.md#country-sites', () => {
    expect(COUNTRY_CODES).toEqual(['FR', 'BE', 'GB', 'DE', 'IT', 'ES', 'PT']);
    expect(COUNTRY_CODES.map((country) => SITES[country].defaultLocale)).toEqual([
      'fr-FR',
      'nl-BE',
      'en-GB',
      'de-DE',
      'it-IT',
      'es-ES',
      'pt-PT',
    ]);
    expect(COUNTRY_CODES.map((country) => SITES[country].hostPrefix)).toEqual([
      '',
      'be',
      'uk',
      'de',
      'it',
      'es',
      'pt',
    ]);
  });

  it.each(COUNTRY_CODES)(
    '%s: offers its default language first, each language once, all with a catalog',
    (code) => {
      const site = SITES[code];
      expect(site.country).toBe(code);
      expect(site.languages[0]).toBe(site.defaultLocale.slice(0, 2));
      expect(new Set(site.languages).size).toBe(site.languages.length);
      for (const language of site.languages) expect(LANGUAGES).toContain(language);
    },
  );

  it('offers the three official languages of Belgium', () => {
    expect(SITES.BE.languages).toEqual(expect.arrayContaining(['nl', 'fr', 'de']));
  });
});

describe('toCountryCode', () => {
  it('trims and uppercases', () => {
    expect(toCountryCode(' be ')).toBe('BE');
    expect(toCountryCode('pt')).toBe('PT');
  });

  it('accepts UK as GB', () => {
    expect(toCountryCode('UK')).toBe('GB');
    expect(toCountryCode('uk')).toBe('GB');
    expect(toCountryCode('GB')).toBe('GB');
  });

  it('refuses what is not one of the seven sites', () => {
    expect(toCountryCode('US')).toBeNull();
    expect(toCountryCode('FRA')).toBeNull();
    expect(toCountryCode('')).toBeNull();
    expect(toCountryCode(null)).toBeNull();
    expect(toCountryCode(undefined)).toBeNull();
  });
});
