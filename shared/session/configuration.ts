import { FALLBACK_LANGUAGE } from '../i18n/detect-language';
import type { Language } from '../i18n/languages';

export interface SessionConfiguration {
  /**
   * The parent domain shared by the three hosts (e.g. `example.fr` for `projet.example.fr`), so a sign-in on one
   * host holds on the others. Unset: the token cookies belong to the current host only.
   */
  cookieDomain?: string;
  /** The language of the session-expired message; French, the fallback language, by default. */
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
export function configureSession({ cookieDomain, language = FALLBACK_LANGUAGE }: SessionConfiguration): void {
  configuration = { cookieDomain: cookieDomain || undefined, language };
}

function pageCookieDomain(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${COOKIE_DOMAIN_META}"]`)?.content || undefined;
}

export function sessionConfiguration(): Readonly<ResolvedConfiguration> {
  configuration ??= { cookieDomain: pageCookieDomain(), language: FALLBACK_LANGUAGE };
  return configuration;
}
