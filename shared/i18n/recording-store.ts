import { importNamespace } from './catalogs/import-namespace';
import { createTextStore, type NamespaceImporter } from './load-texts';

/*
 * For tests only: a store that starts empty, as a page's does.
 */

/** A store over the real files (or `importer`), recording what it fetches (`namespace/language`). */
export function recordingStore(importer: NamespaceImporter = importNamespace) {
  const fetched: string[] = [];
  const store = createTextStore((namespace, language) => {
    fetched.push(`${namespace}/${language}`);
    return importer(namespace, language);
  });
  return { store, fetched };
}
