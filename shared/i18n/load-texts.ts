import { importNamespace } from './catalogs/import-namespace';
import type { Catalog, Namespace, NamespaceTexts } from './catalogs/namespaces';
import type { Language } from './languages';

/** Fetches the texts of one namespace in one language. */
export type NamespaceImporter = <N extends Namespace>(
  namespace: N,
  language: Language,
) => Promise<NamespaceTexts[N]>;

/** Told of texts added to the store: i18next's instances take them. */
export type TextsListener = (language: Language, texts: NamespaceTexts[Namespace]) => void;

export interface TextStore {
  /**
   * Resolves once the texts of `namespaces` in `language` are in the store, fetching only what is not there
   * yet. The same request gives the same promise (React's `use` needs one per request).
   */
  loadTexts(language: Language, namespaces: readonly Namespace[]): Promise<void>;
  /** Whether `loadTexts(language, namespaces)` has nothing left to do: their texts can be read now. */
  textsLoaded(language: Language, namespaces: readonly Namespace[]): boolean;
  /** Adds the texts of a namespace already at hand (the unit tests add every language's this way). */
  addTexts<N extends Namespace>(language: Language, namespace: N, texts: NamespaceTexts[N]): void;
  /** Every group loaded so far in `language`, in a new object. */
  loadedTexts(language: Language): Readonly<Partial<Catalog>>;
  /**
   * The texts of one top-level group (`carousel`) in one language, for a library that takes its texts as one
   * object. Its namespace must be loaded: elements and islands wait for the namespaces they declare.
   */
  textGroup<Group extends keyof Catalog>(language: Language, group: Group): Catalog[Group];
  /** Calls `listener` with every texts added from now on; returns the function that stops it. */
  onTextsAdded(listener: TextsListener): () => void;
}

/**
 * The texts of the browser, without i18next (an element reading a group of texts as one object does not need
 * it): each language starts empty and receives the namespaces the elements and islands of the page ask for, in
 * their languages only. `translate.ts` keeps i18next's instances in step with it.
 */
export function createTextStore(importer: NamespaceImporter): TextStore {
  const texts = new Map<Language, Partial<Record<Namespace, NamespaceTexts[Namespace]>>>();
  /** By `${language}/${namespace}`: fetched, or being fetched. */
  const fetches = new Map<string, Promise<void>>();
  const requests = new Map<string, Promise<void>>();
  const listeners = new Set<TextsListener>();

  const loaded = (language: Language, namespace: Namespace) => texts.get(language)?.[namespace] !== undefined;

  function addTexts<N extends Namespace>(language: Language, namespace: N, added: NamespaceTexts[N]): void {
    texts.set(language, { ...texts.get(language), [namespace]: added });
    for (const listener of listeners) listener(language, added);
  }

  function fetchOnce(language: Language, namespace: Namespace): Promise<void> {
    const id = `${language}/${namespace}`;
    let fetching = fetches.get(id);
    if (!fetching) {
      fetching = importer(namespace, language).then(
        (fetched) => addTexts(language, namespace, fetched),
        (error: unknown) => {
          // A failed fetch (the network) is forgotten, so that the next element asking tries again.
          fetches.delete(id);
          throw error;
        },
      );
      fetches.set(id, fetching);
    }
    return fetching;
  }

  function loadedTexts(language: Language): Readonly<Partial<Catalog>> {
    return Object.assign({}, ...Object.values(texts.get(language) ?? {})) as Partial<Catalog>;
  }

  return {
    loadTexts(language, namespaces) {
      const id = `${language}:${[...namespaces].sort().join(',')}`;
      let request = requests.get(id);
      if (!request) {
        request = Promise.all(namespaces.map((namespace) => fetchOnce(language, namespace))).then(
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
    textsLoaded: (language, namespaces) => namespaces.every((namespace) => loaded(language, namespace)),
    addTexts,
    loadedTexts,
    textGroup(language, group) {
      const found = loadedTexts(language)[group];
      if (found === undefined) throw new Error(`The "${group}" texts are not loaded in ${language}.`);
      return found;
    },
    onTextsAdded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's texts, fetched on demand from the build's chunks (one per namespace and language). */
export const TEXTS = /* @__PURE__ */ createTextStore(importNamespace);

export const { loadTexts, textsLoaded, textGroup } = TEXTS;
