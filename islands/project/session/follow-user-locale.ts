import { toLanguage, type Language } from '@shared/i18n';

/** What following the user's locale needs from the browser. */
export interface LocalePort {
  /** Writes the language the server reads first (the `locale` cookie) for the pages that follow. */
  rememberLanguage(language: Language): void;
  /** The language this tab last reloaded into, to follow the user's locale; null when none. */
  lastSwitch(): string | null;
  recordSwitch(language: Language | null): void;
  reload(): void;
}

/**
 * SPEC §2: on the project site, a signed-in user's locale becomes the interface's language. When the page was
 * written in another language, the server is told (the cookie it reads first) and the page reloaded, once:
 * when the reloaded page is still not in that language (cookies refused), it stays as it is rather than
 * reloading for ever. Returns the language switched to, or null.
 */
export function followUserLocale(
  userLocale: string | null,
  pageLanguage: Language,
  port: LocalePort,
): Language | null {
  const wanted = toLanguage(userLocale);
  if (wanted === null || wanted === pageLanguage) {
    if (wanted !== null) port.recordSwitch(null);
    return null;
  }
  port.rememberLanguage(wanted);
  if (port.lastSwitch() === wanted) return null;
  port.recordSwitch(wanted);
  port.reload();
  return wanted;
}
