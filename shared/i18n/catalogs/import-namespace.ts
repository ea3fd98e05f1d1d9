import type { Language } from '../languages';
import type { Namespace, NamespaceTexts } from './namespaces';

type Importers = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * The importers of the namespaces the custom elements declare (widgets/<element>/manifest.ts): every page
 * with an element downloads this map, so it names only their files. Vite turns each file `<namespace>/
 * <language>.ts` into a chunk of its own, fetched when asked for (named `texts-<namespace>-<language>`:
 * vite.config.ts). The islands' own namespaces (the project site's, the back-office's) are in
 * `island-namespaces.ts`, fetched by the first island that asks for one of them, while its code downloads
 * (islands/start-islands.ts). `import-namespace.test.ts` holds the two lists complementary.
 */
/*
 * A function, not a constant: Vite writes the map in its place at build time; under Node (the server, the
 * bench), which imports this module through `@shared/i18n` and never fetches texts, it is never called.
 */
const elementNamespaces = (): Importers =>
  import.meta.glob('./{common,validation,ui,carousel,rich-text,phone-mask,date-picker,contact-widget}/*.ts');

/** The files of texts an element's page can fetch without the islands' list (`./<namespace>/<language>.ts`). */
export function elementTextFiles(): string[] {
  return Object.keys(elementNamespaces());
}

/** The texts of one namespace in one language. */
export async function importNamespace<N extends Namespace>(
  namespace: N,
  language: Language,
): Promise<NamespaceTexts[N]> {
  const file = `./${namespace}/${language}.ts`;
  const importer = elementNamespaces()[file] ?? (await import('./island-namespaces')).ISLAND_NAMESPACES[file];
  if (!importer) throw new Error(`No texts ${file}`);
  // Each file's type is checked where it is written (`satisfies typeof french`), and the catalog test reads
  // every file through this function.
  const module = (await importer()) as { default: NamespaceTexts[N] };
  return module.default;
}
