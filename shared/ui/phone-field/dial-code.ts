import { getCountryCallingCode } from 'libphonenumber-js/core';
import type { CountryCode } from '@shared/sites';
import { SITE_PHONE_METADATA } from '@shared/validation';

/** The international dialling code of a site country, without the `+` (`FR` → `33`). */
export function dialCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country, SITE_PHONE_METADATA);
}
