import type { Namespace } from './catalogs/namespaces';
import { elementLanguage, hostElementLanguage, pageLanguageSources } from './element-language';
import type { Language } from './languages';

export { loadTexts, textsLoaded } from './load-texts';

/*
 * What the element wrapper (widgets/define) and the island loader (islands/index.ts) need to fetch texts before
 * a first render, in a module of its own that they import only when it is needed: an element without texts, or
 * a page without islands, does not download i18next.
 */

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An element's language, read from its `locale` and `country` props when it has them. */
export function languageOfElementProps(props: Readonly<Record<string, unknown>>): Language {
  return hostElementLanguage({ locale: text(props.locale), country: text(props.country) });
}

/** An island's language, read from the `language` of its props (see `islandLanguage`). */
export function languageOfIslandProps(props: unknown): Language {
  const language = typeof props === 'object' && props !== null && 'language' in props ? props.language : null;
  return islandLanguage(text(language) ?? '');
}

/**
 * The language an island speaks: the one its page was rendered in (`language` of its props, a language or a
 * locale), else the rule every element follows (locale cookie, the page, the browser).
 */
export function islandLanguage(language: string): Language {
  return elementLanguage({ locale: language, ...pageLanguageSources() });
}

/** The failure screen that replaces an island that throws speaks the page's language, with these texts. */
export const FAILURE_SCREEN_TEXTS: readonly Namespace[] = ['common'];

export function failureScreenLanguage(): Language {
  return elementLanguage(pageLanguageSources());
}
