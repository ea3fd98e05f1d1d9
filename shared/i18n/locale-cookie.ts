import { LOCALE_COOKIE } from './detect-language';

/** A chosen language is remembered for a year, as long as a browser keeps a cookie. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Remembers the interface language the user chose in the `locale` cookie, which the server reads first
 * (detectLanguage): the next page, and a reload, are in that language. On this host, on every path.
 */
export function rememberLocale(language: string): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}
