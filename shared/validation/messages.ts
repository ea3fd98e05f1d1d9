import { getDotPath } from 'valibot';
import type { BaseIssue } from 'valibot';
import { namespaceOf } from '../i18n/catalogs/namespaces';
import type { TranslationKey } from '../i18n/keys';

/**
 * The message of every rule is an i18n key, not a text: the browser shows it in the widget's language and
 * the server translates it into the request's language for its 400 answers. Schemas whose pipe has several
 * checks stop at the first failing one (`abortPipeEarly`), so a field gets one message, not the same twice.
 */
export const VALIDATION_MESSAGES = {
  phone: 'validation.phoneInvalid',
  otpCode: 'validation.codeInvalid',
  email: 'validation.emailInvalid',
  lastname: 'validation.lastnameInvalid',
  firstname: 'validation.firstnameInvalid',
  city: 'validation.cityInvalid',
  cityWithPostalCode: 'validation.cityWithPostalCodeInvalid',
  terms: 'validation.termsRequired',
  eventDateInPast: 'validation.eventDateInPast',
  date: 'validation.dateInvalid',
  eventType: 'validation.eventTypeRequired',
  planners: 'validation.plannersRequired',
  message: 'validation.messageRequired',
  country: 'validation.countryInvalid',
  language: 'validation.languageInvalid',
  value: 'validation.valueInvalid',
  namesLocked: 'validation.namesLocked',
  phoneLocked: 'validation.phoneLocked',
  passwordTooShort: 'validation.passwordTooShort',
  passwordTooLong: 'validation.passwordTooLong',
  passwordRequired: 'validation.passwordRequired',
  companyName: 'validation.companyNameInvalid',
} as const satisfies Record<string, TranslationKey>;

/**
 * The message of a rule: one of the shared rules' (`VALIDATION_MESSAGES`), or a feature's own, kept in its own
 * texts with the rest of the feature's (`backOfficeProfile.socialNetworks.urlInvalid`), so that a resource's
 * rule adds no text to the shared namespace.
 */
export type ValidationMessageKey = TranslationKey;

const MESSAGE_KEYS: ReadonlySet<string> = new Set(Object.values(VALIDATION_MESSAGES));

/**
 * The key to show for a rule's message: the message itself when it is one of ours (a shared rule's, or a key of
 * a group of the catalogs); valibot's own English texts (a missing key, a number where a string was expected)
 * become the generic key.
 */
export function messageKeyOf(message: string): ValidationMessageKey {
  const ours =
    MESSAGE_KEYS.has(message) || (/^[a-z]\w*(\.\w+)+$/.test(message) && namespaceOf(message) !== undefined);
  return ours ? (message as ValidationMessageKey) : VALIDATION_MESSAGES.value;
}

export interface IssueMessage {
  /** Dotted path of the offending field (`phone`, `items.0.name`), null for the input as a whole. */
  readonly field: string | null;
  readonly key: ValidationMessageKey;
}

/** What to tell the user about each issue, by field. */
export function issueMessageKeys(issues: readonly BaseIssue<unknown>[]): IssueMessage[] {
  return issues.map((issue) => ({ field: getDotPath(issue), key: messageKeyOf(issue.message) }));
}
