import type { i18n as I18n } from 'i18next';
import { importNamespace } from './catalogs/import-namespace';
import { namespaceOf, type Namespace, type NamespaceTexts } from './catalogs/namespaces';
import { FALLBACK_LANGUAGE } from './detect-language';
import { i18nInstances } from './i18n-instances';
import type { Language } from './languages';

/** Fetches the texts of one namespace in one language. */
export type NamespaceImporter = <N extends Namespace>(
  namespace: N,
  language: Language,
) => Promise<NamespaceTexts[N]>;

export interface TextLoader {
  /**
   * The i18next instance of one language (one per language: two elements of a page can speak two), with the
   * texts loaded so far: `t` gives a key's text once its namespace is loaded.
   */
  getI18n(language: Language): I18n;
  /**
   * Resolves once the texts of `namespaces` in `language` are in that language's instance, fetching only
   * what is not there yet. The same request gives the same promise (React's `use` needs one per request).
   */
  loadTexts(language: Language, namespaces: readonly Namespace[]): Promise<void>;
  /** Whether `loadTexts(language, namespaces)` has nothing left to do: `t` can be called for them now. */
  textsLoaded(language: Language, namespaces: readonly Namespace[]): boolean;
}

/**
 * The texts of the browser: each language's instance starts empty and receives the namespaces the elements
 * and islands of the page ask for, in their language only. French, the fallback language, is fetched only
 * for a namespace that lacks a key in the language asked for (the catalog test allows none), and only for
 * that namespace, so a Dutch page downloads no other language's text.
 */
export function createTextLoader(importer: NamespaceImporter): TextLoader {
  /** By `${instance language}/${texts language}/${namespace}`: fetched, or being fetched, into that instance. */
  const added = new Map<string, Promise<void>>();
  const done = new Set<string>();
  const requests = new Map<string, Promise<void>>();
  const getI18n = i18nInstances(() => ({}), { onMissingKey: addFallbackFor });

  function add(into: Language, language: Language, namespace: Namespace): Promise<void> {
    const id = `${into}/${language}/${namespace}`;
    let adding = added.get(id);
    if (!adding) {
      adding = importer(namespace, language).then(
        (texts) => {
          getI18n(into).addResourceBundle(language, 'translation', texts, true, true);
          done.add(id);
        },
        (error: unknown) => {
          // A failed fetch (the network) is forgotten, so that the next element asking tries again.
          added.delete(id);
          throw error;
        },
      );
      added.set(id, adding);
    }
    return adding;
  }

  function addFallbackFor(language: Language, key: string): void {
    const namespace = namespaceOf(key);
    if (language === FALLBACK_LANGUAGE || !namespace || !done.has(`${language}/${language}/${namespace}`))
      return;
    if (added.has(`${language}/${FALLBACK_LANGUAGE}/${namespace}`)) return;
    console.warn(`"${key}" has no ${language} text: the French texts of "${namespace}" stand in.`);
    add(language, FALLBACK_LANGUAGE, namespace).catch((error: unknown) =>
      console.error(`The French texts of "${namespace}" could not be loaded.`, error),
    );
  }

  return {
    getI18n,
    loadTexts(language, namespaces) {
      const id = `${language}:${[...namespaces].sort().join(',')}`;
      let request = requests.get(id);
      if (!request) {
        request = Promise.all(namespaces.map((namespace) => add(language, language, namespace))).then(
          () => undefined,
          (error: unknown) => {
            requests.delete(id);
            throw error;
          },
        );
        requests.set(id, request);
      }
      return request;
    },
    textsLoaded(language, namespaces) {
      return namespaces.every((namespace) => done.has(`${language}/${language}/${namespace}`));
    },
  };
}

/** The page's texts, fetched on demand from the build's chunks (one per namespace and language). */
export const { getI18n, loadTexts, textsLoaded } = createTextLoader(importNamespace);
