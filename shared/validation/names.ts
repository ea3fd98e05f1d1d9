import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';
import type { ValidationMessageKey } from './messages';
import { boundedText, stopAtFirstIssue } from './text';

/**
 * A name-like text: trimmed, NFC-normalised, more than 2 characters (docs/product/phone-sign-in.md#names).
 * The minimum counts graphemes, so "É" typed as E + combining accent is one character; the maximum counts
 * UTF-16 units of the normalised text, which bounds what the database stores. The maximum is checked first:
 * counting graphemes costs far more than the text is long, and a megabyte of it once froze the server for a
 * minute.
 */
function nameSchema(max: number, message: ValidationMessageKey) {
  return stopAtFirstIssue(v.pipe(boundedText({ max, message }), v.minGraphemes(3, message)));
}

export const lastnameSchema = nameSchema(100, VALIDATION_MESSAGES.lastname);

export const firstnameSchema = nameSchema(100, VALIDATION_MESSAGES.firstname);

export const cityNameSchema = nameSchema(120, VALIDATION_MESSAGES.city);
