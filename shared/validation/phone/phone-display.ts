import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { SITE_PHONE_METADATA } from './site-phone-metadata';

/**
 * A stored phone number (E.164) as people read it, `+33 6 12 34 56 78`: the one way every page shows a phone.
 * International, since a couple may read it on another country's site than the number's; what libphonenumber
 * cannot read shows as it is.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, SITE_PHONE_METADATA)?.formatInternational() ?? e164;
}
