import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';

/*
 * The rule of docs/product/phone-sign-in.md#email: letters, digits and . + _ - before the @, then a domain,
 * then an ending of 2 to 4 letters. Domain labels are letters, digits and inner hyphens. Longer endings
 * (.paris, .travel) are refused, as the original interface did.
 */
const EMAIL = /^[A-Za-z0-9.+_-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

/** The longest address SMTP can carry (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;

export const emailSchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.email),
    v.trim(),
    // Before the pattern, so an overlong input never reaches the regular expression.
    v.maxLength(EMAIL_MAX_LENGTH, VALIDATION_MESSAGES.email),
    v.regex(EMAIL, VALIDATION_MESSAGES.email),
  ),
  { abortPipeEarly: true },
);
