import { toLanguage, type Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';

/** What following the user's locale needs from the browser. */
export interface LocalePort {
  /** Writes the locale the server reads first (the `locale` cookie, `en-PT`) for the pages that follow. */
  rememberLocale(locale: string): void;
  /** The language this tab last reloaded into, to follow the user's locale; null when none. */
  lastSwitch(): string | null;
  recordSwitch(language: Language | null): void;
  reload(): void;
}

/** The page's locale: its language, and the country it assumes (the site the couple came from, or chose). */
export interface PageLocale {
  language: Language;
  country: CountryCode;
}

/**
 * SPEC §2: on the project site, a signed-in user's locale becomes the interface's language. When the page was
 * written in another language, the server is told (the cookie it reads first: the user's language in the
 * page's country, which stays the one the couple came from or chose) and the page reloaded, once: when the
 * reloaded page is still not in that language (cookies refused), it stays as it is rather than reloading for
 * ever. Returns the language switched to, or null.
 */
export function followUserLocale(
  userLocale: string | null,
  page: PageLocale,
  port: LocalePort,
): Language | null {
  const wanted = toLanguage(userLocale);
  if (wanted === null || wanted === page.language) {
    if (wanted !== null) port.recordSwitch(null);
    return null;
  }
  port.rememberLocale(`${wanted}-${page.country}`);
  if (port.lastSwitch() === wanted) return null;
  port.recordSwitch(wanted);
  port.reload();
  return wanted;
}
