import type { i18n as I18n } from 'i18next';
import { namespaceOf } from './catalogs/namespaces';
import { FALLBACK_LANGUAGE } from './detect-language';
import { i18nInstances } from './i18n-instances';
import type { TranslationKey } from './keys';
import type { Language } from './languages';
import { TEXTS, type TextStore } from './load-texts';

/**
 * A getter of i18next's instance of each language over a store of texts: one instance per language (two
 * elements of a page can speak two), created with the texts loaded so far and given those loaded later in its
 * language or in French, its fallback. French is fetched only for a loaded namespace that lacks a key in the
 * language asked for (the catalog test allows none), that namespace only: a Dutch page downloads no other
 * language's texts.
 */
export function i18nOverTexts(store: TextStore): (language: Language) => I18n {
  const created = new Set<Language>();
  const fallbacks = new Set<string>();
  const instanceOf = i18nInstances((language) => store.loadedTexts(language), { onMissingKey });

  store.onTextsAdded((language, texts) => {
    for (const owner of created) {
      if (owner === language || language === FALLBACK_LANGUAGE) {
        instanceOf(owner).addResourceBundle(language, 'translation', texts, true, true);
      }
    }
  });

  function onMissingKey(language: Language, key: string): void {
    const namespace = namespaceOf(key);
    if (language === FALLBACK_LANGUAGE || !namespace || !store.textsLoaded(language, [namespace])) return;
    if (fallbacks.has(`${language}/${namespace}`)) return;
    fallbacks.add(`${language}/${namespace}`);
    console.warn(`"${key}" has no ${language} text: the French texts of "${namespace}" stand in.`);
    store
      .loadTexts(FALLBACK_LANGUAGE, [namespace])
      .catch((error: unknown) =>
        console.error(`The French texts of "${namespace}" could not be loaded.`, error),
      );
  }

  return (language) => {
    created.add(language);
    return instanceOf(language);
  };
}

/**
 * The i18next instance of one language over the page's texts: `t` gives a text once its namespace is loaded.
 * Marked pure so that a bundle using only the texts' store (a group of texts read as one object) leaves
 * i18next out.
 */
export const getI18n = /* @__PURE__ */ i18nOverTexts(TEXTS);

export type TranslationValues = Readonly<Record<string, string | number>>;

/**
 * One text in one language, `{{name}}` placeholders filled from `values`. In a browser, the key's namespace
 * must be loaded in that language (`loadTexts`; elements and islands declare theirs and wait for them).
 */
export function translate(language: Language, key: TranslationKey, values?: TranslationValues): string {
  return getI18n(language).t(key, values);
}
