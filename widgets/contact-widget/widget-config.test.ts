import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateLocale, formLanguage, isProviderId, readEventTypes, widgetLanguage } from './widget-config';

const nothing = { cookies: '', preferredLanguages: [] };

describe('widgetLanguage', () => {
  it('speaks the language of data-locale first', () => {
    expect(widgetLanguage('de-DE', 'FR', { cookies: 'locale=it', preferredLanguages: ['es'] })).toBe('de');
  });

  it('then the locale cookie, then the browser', () => {
    expect(widgetLanguage(undefined, 'FR', { cookies: 'locale=nl-BE', preferredLanguages: ['es'] })).toBe(
      'nl',
    );
    expect(widgetLanguage('ja-JP', 'FR', { cookies: '', preferredLanguages: ['ja', 'pt-BR'] })).toBe('pt');
  });

  it("falls back to the site's default language", () => {
    expect(widgetLanguage(undefined, 'BE', nothing)).toBe('nl');
    expect(widgetLanguage(undefined, 'DE', { cookies: '', preferredLanguages: ['ja'] })).toBe('de');
  });
});

describe('formLanguage', () => {
  it("keeps the widget's language when the site offers it, else takes the site's", () => {
    expect(formLanguage('en', 'FR')).toBe('en');
    expect(formLanguage('fr', 'BE')).toBe('fr');
    expect(formLanguage('pt', 'FR')).toBe('fr');
  });
});

describe('dateLocale', () => {
  it('uses data-locale when the browser knows it', () => {
    expect(dateLocale('fr-BE', 'fr')).toBe('fr-BE');
    expect(dateLocale(undefined, 'it')).toBe('it');
    expect(dateLocale('not a locale!', 'es')).toBe('es');
  });
});

describe('readEventTypes', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the list of event types', () => {
    expect(readEventTypes([{ slug: 'wedding', name: 'Mariage' }])).toEqual([
      { slug: 'wedding', name: 'Mariage' },
    ]);
    expect(readEventTypes(undefined)).toEqual([]);
  });

  it('warns about and ignores anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEventTypes({ wedding: 'Mariage' })).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('isProviderId', () => {
  it('accepts positive integers only', () => {
    expect([123, 0, -1, 1.5, Number.NaN, '123', undefined].map(isProviderId)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
