import * as v from 'valibot';
import { VALIDATION_MESSAGES } from './messages';

/** At least this many characters (NIST SP 800-63B: length, not composition rules). */
export const PASSWORD_MIN_LENGTH = 10;
/**
 * At most this many: a passphrase fits, and hashing never starts on a megabyte. Counted in UTF-16 units,
 * checked first.
 */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new password: long enough, bounded, never trimmed (a space is a character like another). Whether it is
 * among the most common passwords is the server's check: the list is too big to send to a browser.
 */
export const newPasswordSchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.passwordTooShort),
    v.maxLength(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordTooLong),
    v.minLength(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort),
  ),
  { abortPipeEarly: true },
);

/**
 * A password typed to prove who one is (sign-in, a sensitive change): any non-empty text up to the bound, so
 * that a rule added later never locks out an account whose password predates it.
 */
export const currentPasswordSchema = v.config(
  v.pipe(
    v.string(VALIDATION_MESSAGES.passwordRequired),
    v.maxLength(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordRequired),
    v.minLength(1, VALIDATION_MESSAGES.passwordRequired),
  ),
  { abortPipeEarly: true },
);
