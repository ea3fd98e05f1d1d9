import type { CountryCode } from '@shared/sites';

/**
 * The international dialling code of each site country, without the `+`. Written out rather than read from
 * libphonenumber's metadata: the phone field draws them before any number is typed, and the widgets that show
 * it (the contact widget's first page) do not download the metadata until the number is checked.
 * `dial-code.test.ts` holds them equal to the metadata's.
 */
const DIAL_CODES: Readonly<Record<CountryCode, string>> = {
  FR: '33',
  BE: '32',
  GB: '44',
  DE: '49',
  IT: '39',
  ES: '34',
  PT: '351',
};

export function dialCodeOf(country: CountryCode): string {
  return DIAL_CODES[country];
}
