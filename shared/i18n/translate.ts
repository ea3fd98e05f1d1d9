import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { CATALOGS } from './catalogs';
import { FALLBACK_LANGUAGE } from './detect-language';
import type { TranslationKey } from './keys';
import type { Language } from './languages';
import { LANGUAGES } from './languages';

/** The texts of one language, as nested groups of strings. */
export type Resources = Readonly<Record<string, unknown>>;

/**
 * A getter of the i18next instance of each language over `resourcesOf`, created on first use and shared by
 * every caller asking for that language. One instance per language, not one global instance switched with
 * `changeLanguage`, so that two widgets on a page can speak two languages, and a server can answer each
 * request in its own language. Never call `changeLanguage` on one: ask for the other language's instead.
 */
export function i18nInstances(resourcesOf: (language: Language) => Resources): (language: Language) => I18n {
  const instances = new Map<Language, I18n>();
  return (language) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = createI18n(language, resourcesOf);
      instances.set(language, instance);
    }
    return instance;
  };
}

function createI18n(language: Language, resourcesOf: (language: Language) => Resources): I18n {
  const instance = createInstance();
  // Resources are bundled and `initAsync: false` makes `init` finish before it returns, so `t` works at once
  // (the promise it returns is already settled).
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: LANGUAGES,
    resources: {
      [language]: { translation: resourcesOf(language) },
      [FALLBACK_LANGUAGE]: { translation: resourcesOf(FALLBACK_LANGUAGE) },
    },
    initAsync: false,
    // React escapes what it renders and the server sends JSON: escaping here would show `&#39;` to users.
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The i18next instance of one language over the catalogs every element and island bundles. */
export const getI18n = i18nInstances((language) => CATALOGS[language]);

export type TranslationValues = Readonly<Record<string, string | number>>;

/** One text in one language, `{{name}}` placeholders filled from `values`. */
export function translate(language: Language, key: TranslationKey, values?: TranslationValues): string {
  return getI18n(language).t(key, values);
}

/** A language's name in that language (`nl` → "Nederlands"), as a language picker shows it. */
export function nativeLanguageName(language: Language): string {
  return translate(language, `languages.${language}`);
}
