import { detectLanguage } from './detect-language';
import { toLanguage, type Language } from './languages';

export interface ElementLanguageSources {
  /** The element's `data-locale`. */
  locale?: string | null | undefined;
  /** `document.cookie`: its `locale` cookie is the visitor's own choice. */
  cookies?: string | null | undefined;
  /** The page's `<html lang>`: the server rendered the page for this reader. */
  documentLanguage?: string | null | undefined;
  /** `navigator.languages`. */
  preferredLanguages?: readonly string[] | undefined;
  /** The country site's default locale, when the element knows its site. */
  siteLocale?: string | null | undefined;
}

/**
 * The language an element speaks, one rule for all of them: its `data-locale`, else the locale cookie, the
 * page's language, the browser's languages and the site's default locale, in that order (SPEC §1: cookie,
 * then browser), else French.
 */
export function elementLanguage({
  locale,
  cookies,
  documentLanguage,
  preferredLanguages = [],
  siteLocale,
}: ElementLanguageSources): Language {
  const candidates = [documentLanguage, ...preferredLanguages, siteLocale].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  return toLanguage(locale) ?? detectLanguage({ cookies, preferredLanguages: candidates });
}

/** What the current page says about its reader's language (browser only). */
export function pageLanguageSources(): Required<
  Pick<ElementLanguageSources, 'cookies' | 'documentLanguage' | 'preferredLanguages'>
> {
  return {
    cookies: document.cookie,
    documentLanguage: document.documentElement.lang,
    preferredLanguages: navigator.languages,
  };
}
