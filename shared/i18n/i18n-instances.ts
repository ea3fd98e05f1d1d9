import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE } from './detect-language';
import type { Language } from './languages';
import { LANGUAGES } from './languages';

/** The texts of one language, as nested groups of strings. */
export type Resources = Readonly<Record<string, unknown>>;

export interface I18nInstancesOptions {
  /** Told of a key the instance of `language` has no text for, in its language nor in French. */
  onMissingKey?: (language: Language, key: string) => void;
}

/**
 * A getter of the i18next instance of each language over `resourcesOf`, created on first use and shared by
 * every caller asking for that language. One instance per language, not one global instance switched with
 * `changeLanguage`, so that two widgets on a page can speak two languages, and a server can answer each
 * request in its own language. Never call `changeLanguage` on one: ask for the other language's instead.
 * Texts added later (`addResourceBundle`) are seen by every `t` of the instance from then on.
 */
export function i18nInstances(
  resourcesOf: (language: Language) => Resources,
  options: I18nInstancesOptions = {},
): (language: Language) => I18n {
  const instances = new Map<Language, I18n>();
  return (language) => {
    let instance = instances.get(language);
    if (!instance) {
      instance = createI18n(language, resourcesOf, options);
      instances.set(language, instance);
    }
    return instance;
  };
}

function createI18n(
  language: Language,
  resourcesOf: (language: Language) => Resources,
  { onMissingKey }: I18nInstancesOptions,
): I18n {
  const instance = createInstance();
  // Resources are given (or added later) and `initAsync: false` makes `init` finish before it returns, so `t`
  // works at once (the promise it returns is already settled).
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
    // `useTranslation` renders again when texts are added: a French text standing in for a missing one.
    react: { bindI18nStore: 'added' },
    ...(onMissingKey && {
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) =>
        onMissingKey(language, key),
    }),
  });
  return instance;
}
