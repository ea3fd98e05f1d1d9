import type { Language } from '../languages';
import type { Namespace, NamespaceTexts } from './namespaces';

/**
 * The texts of one namespace in one language. Vite turns this import into one chunk per file
 * `<namespace>/<language>.ts`, fetched when asked for (named `texts-<namespace>-<language>`: vite.config.ts).
 */
export async function importNamespace<N extends Namespace>(
  namespace: N,
  language: Language,
): Promise<NamespaceTexts[N]> {
  // An import with a variable path is typed `any`: each file's type is checked where it is written
  // (`satisfies typeof french`), and the catalog test reads every file through this function.
  const module = (await import(`./${namespace}/${language}.ts`)) as { default: NamespaceTexts[N] };
  return module.default;
}
