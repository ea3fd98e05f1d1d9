import { elementLanguage, pageLanguageSources, type Language } from '@shared/i18n';

/**
 * The language an island speaks: the one its page was rendered in (`language` of its props, a language or a
 * locale), else the rule every element follows (locale cookie, the page, the browser).
 */
export function islandLanguage(language: string): Language {
  return elementLanguage({ locale: language, ...pageLanguageSources() });
}
