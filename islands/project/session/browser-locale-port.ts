import { rememberLocale } from '@shared/i18n/locale-cookie';
import type { LocalePort } from './follow-user-locale';

const SWITCH_KEY = 'pp-project-locale-switch';

/**
 * The browser's side of following the user's locale. The cookie belongs to the project site's host alone: the
 * country sites keep the language their visitor chose there (SPEC §2 switches the project site only).
 */
export const browserLocalePort: LocalePort = {
  rememberLocale,
  lastSwitch: () => sessionStorage.getItem(SWITCH_KEY),
  recordSwitch(language) {
    if (language === null) sessionStorage.removeItem(SWITCH_KEY);
    else sessionStorage.setItem(SWITCH_KEY, language);
  },
  reload: () => location.reload(),
};
