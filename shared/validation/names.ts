import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';
import type { ValidationMessageKey } from './messages';

/**
 * A name-like text: trimmed, NFC-normalised, more than 2 characters (SPEC §5, §9). The minimum counts
 * graphemes, so "É" typed as E + combining accent is one character; the maximum counts UTF-16 units of the
 * normalised text, which bounds what the database stores.
 */
function trimmedTextSchema(maxLength: number, message: ValidationMessageKey) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.normalize('NFC'),
    v.minGraphemes(3, message),
    v.maxLength(maxLength, message),
  );
}

export const lastnameSchema = trimmedTextSchema(100, VALIDATION_MESSAGES.lastname);

export const firstnameSchema = trimmedTextSchema(100, VALIDATION_MESSAGES.firstname);

export const cityNameSchema = trimmedTextSchema(120, VALIDATION_MESSAGES.city);
