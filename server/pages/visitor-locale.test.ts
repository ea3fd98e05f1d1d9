import { describe, expect, it } from 'vitest';
import { decideLocale, offeredLocale, withLocale, type LocaleSources } from './visitor-locale';

const none: LocaleSources = { param: null, cookie: undefined, acceptLanguage: undefined };

describe('decideLocale', () => {
  it('speaks the locale the address names, and assumes its country, whatever the browser speaks', () => {
    expect(decideLocale({ ...none, param: 'pt-PT', acceptLanguage: 'en-GB,en' })).toEqual({
      language: 'pt',
      country: 'PT',
      named: true,
    });
    expect(decideLocale({ param: 'fr-BE', cookie: 'de-DE', acceptLanguage: 'en' })).toEqual({
      language: 'fr',
      country: 'BE',
      named: true,
    });
  });

  it('gives a language the named site does not offer that site’s default', () => {
    expect(decideLocale({ ...none, param: 'de-PT' })).toMatchObject({ language: 'pt', country: 'PT' });
    expect(decideLocale({ ...none, param: 'ja-IT' })).toMatchObject({ language: 'it', country: 'IT' });
    expect(decideLocale({ ...none, param: 'fr-UK' })).toMatchObject({ language: 'en', country: 'GB' });
  });

  it('ignores an address that names no site country, as if it named nothing', () => {
    for (const param of ['pt', 'pt-BR', 'xx', '', 'pt-PT-x', '<script>', 'fr-FR'.repeat(50)]) {
      expect(decideLocale({ ...none, param, acceptLanguage: 'en-GB' }), param).toEqual({
        language: 'en',
        country: 'GB',
        named: false,
      });
    }
  });

  it('then reads the locale cookie: its language, and its country when it has one', () => {
    expect(decideLocale({ ...none, cookie: 'en-PT', acceptLanguage: 'fr' })).toEqual({
      language: 'en',
      country: 'PT',
      named: false,
    });
    expect(decideLocale({ ...none, cookie: 'nl', acceptLanguage: 'fr' })).toMatchObject({
      language: 'nl',
      country: 'BE',
    });
    expect(decideLocale({ ...none, cookie: 'ja-PT', acceptLanguage: 'es-ES' })).toMatchObject({
      language: 'es',
      country: 'ES',
    });
  });

  it('then the browser’s languages, then French, the country the language points to', () => {
    expect(decideLocale({ ...none, acceptLanguage: 'ja, de;q=0.8' })).toMatchObject({
      language: 'de',
      country: 'DE',
    });
    expect(decideLocale({ ...none, acceptLanguage: 'ja, zh' })).toMatchObject({
      language: 'fr',
      country: 'FR',
    });
    expect(decideLocale(none)).toEqual({ language: 'fr', country: 'FR', named: false });
  });
});

describe('offeredLocale', () => {
  it('reads the tags links and the switch write, in any case and with an underscore', () => {
    expect(offeredLocale('en_pt')).toEqual({ language: 'en', country: 'PT' });
    expect(offeredLocale(' NL-be ')).toEqual({ language: 'nl', country: 'BE' });
    expect(offeredLocale(null)).toBeNull();
  });
});

describe('withLocale', () => {
  it('adds the locale to a link’s address, keeping its query', () => {
    expect(withLocale('http://projet.localhost:3000', 'pt-PT')).toBe(
      'http://projet.localhost:3000/?locale=pt-PT',
    );
    expect(withLocale('http://projet.localhost:3000/?project=new', 'fr-BE')).toBe(
      'http://projet.localhost:3000/?project=new&locale=fr-BE',
    );
  });
});
