import type { Language } from '@shared/i18n';
import { SITES, type CountryCode } from '@shared/sites';

/** The inscription form's default language: the interface's when the site offers it, else the site's own. */
export function formLanguage(language: Language, country: CountryCode): Language {
  const offered = SITES[country].languages;
  return offered.includes(language) ? language : offered[0];
}
