import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { SITE_PHONE_METADATA, toE164 } from '@shared/validation';
import type { CountryCode } from '@shared/sites';

/** The characters the formatter keeps: digits and a leading `+`. Everything else is a separator. */
const SIGNIFICANT = /[\d+]/;

/** The number as libphonenumber writes it while it is typed for that country (`06 12 34 5`). */
export function formatAsTyped(text: string, country: CountryCode): string {
  return new AsYouType(country, SITE_PHONE_METADATA).input(text);
}

/**
 * What the field shows for a stored value: a valid number of the country (E.164 or not) in its national
 * form, anything else formatted as if typed.
 */
export function displayOf(value: string, country: CountryCode): string {
  if (toE164(value, country) !== null) {
    const phone = parsePhoneNumberFromString(value, country, SITE_PHONE_METADATA);
    if (phone) return phone.formatNational();
  }
  return formatAsTyped(value, country);
}

function significantBefore(text: string, end: number): number {
  return [...text.slice(0, end)].filter((character) => SIGNIFICANT.test(character)).length;
}

/** The position just after the `count`-th significant character of the text (0 when count is 0). */
function positionAfterSignificant(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    if (SIGNIFICANT.test(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
}

export interface MaskedInput {
  text: string;
  caret: number;
}

export interface Edit {
  /** What the field showed before the edit. */
  previous: string;
  /** What the field holds after the user's edit, before formatting. */
  text: string;
  /** The caret in `text`. */
  caret: number;
  /** The edit deleted backwards (Backspace). */
  deletingBackward: boolean;
  country: CountryCode;
}

/**
 * The formatted field after a user's edit, the caret kept after the same digit. A Backspace that only
 * removed a separator removes the digit before it, else the formatter would put the separator straight back.
 */
export function applyEdit({ previous, text, caret, deletingBackward, country }: Edit): MaskedInput {
  let edited = text;
  let editedCaret = caret;
  const onlySeparatorRemoved =
    deletingBackward && significantBefore(text, text.length) === significantBefore(previous, previous.length);
  if (onlySeparatorRemoved) {
    const digitIndex = [...text.slice(0, caret)].findLastIndex((character) => SIGNIFICANT.test(character));
    if (digitIndex !== -1) {
      edited = text.slice(0, digitIndex) + text.slice(digitIndex + 1);
      editedCaret = digitIndex;
    }
  }
  const formatted = formatAsTyped(edited, country);
  return {
    text: formatted,
    caret: positionAfterSignificant(formatted, significantBefore(edited, editedCaret)),
  };
}
