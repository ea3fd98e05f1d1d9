import { detectLanguage } from '../../shared/i18n/detect-language';
import { toLanguage, type Language } from '../../shared/i18n/languages';

/**
 * The language an element speaks: the page's own (`<html lang>`, which the server rendered for its reader),
 * else the locale cookie and the browser's languages, else French.
 */
export function pageLanguage(): Language {
  return (
    toLanguage(document.documentElement.lang) ??
    detectLanguage({ cookies: document.cookie, preferredLanguages: navigator.languages })
  );
}
