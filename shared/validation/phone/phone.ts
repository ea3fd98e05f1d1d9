import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as v from 'valibot';
import { isCountryCode } from '@shared/sites/sites';
import type { CountryCode } from '@shared/sites/sites';
import { VALIDATION_MESSAGES } from '../messages';
import { fictionRangeOf } from './fiction-numbers';
import { SITE_PHONE_METADATA } from './site-phone-metadata';

/*
 * Metadata choice: libphonenumber's "max" metadata, cut down to the seven site countries (a generated file).
 * "min" metadata checks little more than a number's length (it accepts the unallocated Brussels range
 * 02 1xx xx xx); "max" checks the digits against each country's mobile and landline plans. The cut keeps the
 * bundle small (≈ 3 kB gzipped, against ≈ 19 kB for the whole "min" set), and client and server share one
 * strict rule, so the server never refuses a number the form accepted. Other countries' numbers are refused
 * anyway: SMS go only to the sites' countries.
 */

function parse(input: string, country?: CountryCode) {
  // `extract: false`: the whole input must be the number, not merely contain one.
  return parsePhoneNumberFromString(input, { defaultCountry: country, extract: false }, SITE_PHONE_METADATA);
}

/**
 * The E.164 form (`+33612345678`) of a number typed in national (`06 12 34 56 78`) or international
 * (`+33 6 12 34 56 78`, `0033 …`) format, when it is a valid number of that country or a number of one of its
 * fiction ranges (`fiction-numbers.ts`), which libphonenumber may call unassigned; null otherwise. Whether a code
 * may go to a fiction number is the server's decision (`mayReceiveSignInCode`).
 */
export function toE164(input: string, country: CountryCode): string | null {
  const phone = parse(input, country);
  if (!phone || phone.ext) return null;
  const valid = phone.country === country && phone.isValid();
  return valid || fictionRangeOf(phone.number)?.country === country ? phone.number : null;
}

/**
 * Whether the input is a valid mobile or landline number of the selected country
 * (docs/product/phone-sign-in.md#phone-number).
 */
export function isValidPhone(input: string, country: CountryCode): boolean {
  return toE164(input, country) !== null;
}

const E164 = /^\+[1-9]\d{1,14}$/;
/** A plus and at most fifteen digits (ITU-T E.164). */
const E164_MAX_LENGTH = 16;

/**
 * The site country an E.164 number belongs to, or null when it is neither a valid number of one nor a number of
 * one of its fiction ranges.
 */
export function siteCountryOfE164(value: string): CountryCode | null {
  if (!E164.test(value)) return null;
  const fiction = fictionRangeOf(value);
  if (fiction) return fiction.country;
  const phone = parse(value);
  if (!phone?.isValid() || phone.number !== value || !phone.country) return null;
  return isCountryCode(phone.country) ? phone.country : null;
}

/**
 * Whether a valid E.164 number of a site country reaches a mobile phone, the only kind an SMS code may go to:
 * premium-rate, shared-cost, toll-free, personal, VoIP and landline ranges are refused, since sending to them
 * costs money or feeds SMS pumping, and their owners cannot read the code anyway.
 */
export function isMobilePhone(value: string): boolean {
  const type = siteCountryOfE164(value) ? parse(value)?.getType() : undefined;
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/**
 * Whether a sign-in code may be sent to an E.164 number: a mobile of a site country, or a number of a
 * mobile-looking fiction range where the server accepts them (`fictionNumbers`: development, tests, a demo
 * seeded on purpose), since the demo's accounts sign in with them. Anywhere else a fiction number is refused,
 * even one libphonenumber takes for a mobile: a code sent there reaches nobody.
 */
export function mayReceiveSignInCode(
  value: string,
  { fictionNumbers }: { fictionNumbers: boolean },
): boolean {
  const fiction = fictionRangeOf(value);
  return fiction ? fictionNumbers && fiction.kind === 'mobile' : isMobilePhone(value);
}

/** A valid phone number in E.164 form, of one of the seven site countries (the server's allow-list). */
export const phoneE164Schema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.phone),
    v.maxLength(E164_MAX_LENGTH, VALIDATION_MESSAGES.phone),
    v.regex(E164, VALIDATION_MESSAGES.phone),
    v.check((value) => siteCountryOfE164(value) !== null, VALIDATION_MESSAGES.phone),
  ),
  { abortPipeEarly: true },
);
