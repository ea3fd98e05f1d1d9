import { resolveCountry } from '../sites/domains';
import { SITES } from '../sites/sites';
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
 * page's language, the browser's languages and the site's default locale, in that order
 * (docs/product/languages-and-sites.md#language-detection: cookie, then browser), else French.
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

/** The props an element's language depends on, when it has them. */
export interface HostLanguageProps {
  /** Its `data-locale`. */
  locale?: string | undefined;
  /** Its `data-country` (any case): the site whose default locale comes last, else the host name's site. */
  country?: string | undefined;
}

/**
 * The language of an element on the current page (browser only): the rule of `elementLanguage`, with the
 * default locale of the element's site as the last choice before French. The element wrapper fetches this
 * language's texts before the element first renders, so an element speaks this language and no other.
 */
export function hostElementLanguage({ locale, country }: HostLanguageProps): Language {
  const site = SITES[resolveCountry({ hostname: location.hostname, attribute: country })];
  return elementLanguage({ locale, ...pageLanguageSources(), siteLocale: site.defaultLocale });
}
