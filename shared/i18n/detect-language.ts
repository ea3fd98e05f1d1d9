import { SITES } from '../sites/sites';
import type { Language } from './languages';
import { toLanguage } from './languages';

/**
 * The language of the main, French site: what users get when nothing says otherwise
 * (docs/product/languages-and-sites.md#main-site).
 */
export const FALLBACK_LANGUAGE: Language = SITES.FR.languages[0];

/** The cookie that remembers a user's chosen locale. */
export const LOCALE_COOKIE = 'locale';

export interface LanguageSources {
  /** A cookie string: `document.cookie` in a browser, the Cookie header on a server. */
  readonly cookies?: string | null;
  /** Preferred languages, best first: `navigator.languages`, or `parseAcceptLanguage(header)` on a server. */
  readonly preferredLanguages?: readonly string[];
}

/*
 * A pure function rather than i18next-browser-languagedetector: the detector plugs into one i18next instance,
 * reads `document` and `navigator` itself and caches its result back into cookies, while we need a plain
 * value (to pick a per-widget instance), the same rule on the server, and tests without a DOM.
 */

/** The interface language: the `locale` cookie, then the preferred languages in order, then French. */
export function detectLanguage({ cookies, preferredLanguages = [] }: LanguageSources): Language {
  const candidates = [readCookie(cookies ?? '', LOCALE_COOKIE), ...preferredLanguages];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

function readCookie(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The tags of an Accept-Language header, most preferred first (`q=0`, "not acceptable", left out). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const quality = parameters.find((parameter) => /^q=/i.test(parameter));
      return { tag, position, weight: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position)
    .map(({ tag }) => tag);
}
