import { describe, expect, it } from 'vitest';
import { elementLanguage } from './element-language';

describe('elementLanguage', () => {
  it('speaks the language of data-locale first', () => {
    expect(elementLanguage({ locale: 'de-DE', cookies: 'locale=it', documentLanguage: 'fr' })).toBe('de');
  });

  it('then the locale cookie, the page’s language and the browser’s, in that order', () => {
    expect(
      elementLanguage({ cookies: 'locale=nl-BE', documentLanguage: 'fr', preferredLanguages: ['es'] }),
    ).toBe('nl');
    expect(elementLanguage({ locale: 'ja-JP', documentLanguage: 'fr-FR', preferredLanguages: ['es'] })).toBe(
      'fr',
    );
    expect(elementLanguage({ documentLanguage: 'ja', preferredLanguages: ['ja', 'pt-BR'] })).toBe('pt');
  });

  it('falls back to the site’s default language, then French', () => {
    expect(elementLanguage({ siteLocale: 'nl-BE' })).toBe('nl');
    expect(elementLanguage({ preferredLanguages: ['ja'], siteLocale: 'de-DE' })).toBe('de');
    expect(elementLanguage({})).toBe('fr');
  });
});
