import { FALLBACK_LANGUAGE } from '../i18n/detect-language';
import { toLanguage, type Language } from '../i18n/languages';

export interface SessionConfiguration {
  /**
   * The parent domain shared by the three hosts (e.g. `example.fr` for `projet.example.fr`), so a sign-in on one
   * host holds on the others. Unset: the token cookies belong to the current host only.
   */
  cookieDomain?: string;
  /**
   * The language of the session-expired message; by default the page's (`<html lang>`, whose texts its
   * elements and islands load), else French, the fallback language.
   */
  language?: Language;
}

interface ResolvedConfiguration {
  cookieDomain: string | undefined;
  language: Language;
}

/** The page's `<meta name="pp-cookie-domain" content="example.fr">`, written by the server from COOKIE_DOMAIN. */
export const COOKIE_DOMAIN_META = 'pp-cookie-domain';

let configuration: ResolvedConfiguration | undefined;

/** Overrides what the page says (tests, pages without the meta element); call before any token is stored. */
export function configureSession({ cookieDomain, language = pageLanguage() }: SessionConfiguration): void {
  configuration = { cookieDomain: cookieDomain || undefined, language };
}

/** The language the server wrote the page in: the one a page's elements and islands load their texts in. */
function pageLanguage(): Language {
  if (typeof document === 'undefined') return FALLBACK_LANGUAGE;
  return toLanguage(document.documentElement.lang) ?? FALLBACK_LANGUAGE;
}

function pageCookieDomain(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${COOKIE_DOMAIN_META}"]`)?.content || undefined;
}

export function sessionConfiguration(): Readonly<ResolvedConfiguration> {
  configuration ??= { cookieDomain: pageCookieDomain(), language: pageLanguage() };
  return configuration;
}
