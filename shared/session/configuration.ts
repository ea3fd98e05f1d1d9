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

let configuration: ResolvedConfiguration = { cookieDomain: undefined, language: FALLBACK_LANGUAGE };

/** Called once by the page's entry point, before any token is stored. */
export function configureSession({ cookieDomain, language = FALLBACK_LANGUAGE }: SessionConfiguration): void {
  configuration = { cookieDomain: cookieDomain || undefined, language };
}

export function sessionConfiguration(): Readonly<ResolvedConfiguration> {
  return configuration;
}
