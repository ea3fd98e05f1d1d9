import { LANGUAGES, type Language } from '../languages';
import { EVERY_TEXT as GENERATED_EVERY_TEXT } from './every-text';
import { NAMESPACES, type Catalog, type Namespace, type NamespaceTexts } from './namespaces';

export {
  GROUPS,
  NAMESPACES,
  namespaceOf,
  type Catalog,
  type Namespace,
  type NamespaceTexts,
} from './namespaces';

/** Every file of every namespace, imported at once: what the server and the tests need, never the browser. */
export const EVERY_TEXT: { readonly [N in Namespace]: Readonly<Record<Language, NamespaceTexts[N]>> } =
  GENERATED_EVERY_TEXT;

function catalogOf(language: Language): Catalog {
  return Object.assign({}, ...NAMESPACES.map((namespace) => EVERY_TEXT[namespace][language])) as Catalog;
}

/**
 * Every language's whole catalog: for the server, which writes any text in any language synchronously, and for
 * the tests. Browser code never imports it: it fetches the namespaces it needs, in its own language only
 * (`load-texts.ts`).
 */
export const CATALOGS: Readonly<Record<Language, Catalog>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, catalogOf(language)]),
) as Record<Language, Catalog>;
