import type { Language } from '@shared/i18n';
import { COUNTRY_CODES, DEFAULT_COUNTRY, SITES, type CountryCode } from '@shared/sites';

/**
 * The project site serves every country: the country its page assumes (a phone number's default country, the
 * directory searched) is the one whose site speaks the page's language first (`nl` → Belgium), else France.
 */
export function projectCountry(language: Language): CountryCode {
  return COUNTRY_CODES.find((country) => SITES[country].languages[0] === language) ?? DEFAULT_COUNTRY;
}
