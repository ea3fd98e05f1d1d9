import type { CountryCode } from '@shared/sites/sites';

/**
 * A block of numbers a regulator keeps out of service for films, books and examples: a call or an SMS to one
 * reaches nobody. The demo's accounts sign in with the mobile-looking ones and its providers show them, so a
 * demo seeded by mistake hands no stranger an account, and a number on a demo page rings no one.
 */
export interface FictionRange {
  country: CountryCode;
  /** What the numbers look like: only a mobile-looking one may receive a sign-in code, and only where allowed. */
  kind: 'mobile' | 'landline';
  /** The E.164 digits every number of the range starts with. */
  prefix: string;
  /** How many digits follow the prefix. */
  digitsAfter: number;
}

/**
 * The ranges, with their sources in docs/product/phone-sign-in.md#demo-numbers, which also names the site
 * countries where we found none (Belgium, Italy, Spain, Portugal) and the ranges left out.
 */
export const FICTION_RANGES: readonly FictionRange[] = [
  // ARCEP, plan national de numérotation: 06 39 98 00 00 to 06 39 98 99 99.
  { country: 'FR', kind: 'mobile', prefix: '+3363998', digitsAfter: 4 },
  // Ofcom, "Telephone numbers for drama purposes": 07700 900000 to 07700 900999.
  { country: 'GB', kind: 'mobile', prefix: '+447700900', digitsAfter: 3 },
  // Bundesnetzagentur, "Rufnummern für Medienproduktionen (Drama Numbers)", Mitteilung 148/2021: 1 000 numbers
  // in each of Berlin, Frankfurt am Main, Hamburg, Köln and München.
  { country: 'DE', kind: 'landline', prefix: '+493023125', digitsAfter: 3 },
  { country: 'DE', kind: 'landline', prefix: '+496990009', digitsAfter: 3 },
  { country: 'DE', kind: 'landline', prefix: '+494066969', digitsAfter: 3 },
  { country: 'DE', kind: 'landline', prefix: '+492214710', digitsAfter: 3 },
  { country: 'DE', kind: 'landline', prefix: '+498999998', digitsAfter: 3 },
];

/** The range an E.164 number belongs to, or undefined for any other value. */
export function fictionRangeOf(value: string): FictionRange | undefined {
  return FICTION_RANGES.find(
    ({ prefix, digitsAfter }) =>
      value.length === prefix.length + digitsAfter &&
      value.startsWith(prefix) &&
      /^\d+$/.test(value.slice(prefix.length)),
  );
}
