import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { localeSchema, siteCountrySchema, siteLanguageSchema } from './site';

describe('siteCountrySchema', () => {
  it('accepts the seven codes in any case', () => {
    expect(v.parse(siteCountrySchema, 'FR')).toBe('FR');
    expect(v.parse(siteCountrySchema, 'be')).toBe('BE');
    expect(v.parse(siteCountrySchema, ' pt ')).toBe('PT');
  });

  it('reads UK as GB', () => {
    expect(v.parse(siteCountrySchema, 'UK')).toBe('GB');
  });

  it.each(['US', 'CH', 'FRA', '', 42])('refuses %j', (input) => {
    expect(v.safeParse(siteCountrySchema, input).issues?.map((issue) => issue.message)).toEqual([
      'validation.countryInvalid',
    ]);
  });
});

describe('localeSchema', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-FR', 'fr-FR'],
    ['pt-PT', 'pt-PT'],
    ['pt-BR', 'pt-BR'],
    ['nl_be', 'nl-BE'],
    ['EN-gb', 'en-GB'],
    [' de ', 'de'],
  ])('accepts %j as %j', (input, locale) => {
    expect(v.parse(localeSchema, input)).toBe(locale);
  });

  it.each(['ja', 'ja-JP', 'fr-FRA', 'fra', 'fr-', '', 'fr-FR-x', 7])('refuses %j', (input) => {
    expect(v.safeParse(localeSchema, input).issues?.map((issue) => issue.message)).toEqual([
      'validation.languageInvalid',
    ]);
  });
});

describe('siteLanguageSchema', () => {
  it("accepts the site's languages only", () => {
    expect(v.parse(siteLanguageSchema('BE'), 'nl')).toBe('nl');
    expect(v.parse(siteLanguageSchema('BE'), 'FR')).toBe('fr');
    expect(v.parse(siteLanguageSchema('BE'), 'de')).toBe('de');
    expect(v.is(siteLanguageSchema('GB'), 'fr')).toBe(false);
    expect(v.is(siteLanguageSchema('FR'), 'nl')).toBe(false);
    expect(v.safeParse(siteLanguageSchema('PT'), 'es').issues?.[0]?.message).toBe(
      'validation.languageInvalid',
    );
  });
});
