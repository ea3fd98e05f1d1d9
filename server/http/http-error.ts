import { FALLBACK_LANGUAGE, type Language, type TranslationValues } from '@shared/i18n';
import { translate, type ServerTranslationKey } from '../i18n/translate';

/** A message no single catalog text says (a list of validation issues), written for a given language. */
export type DescribeMessage = (language: Language) => string;

export type HttpErrorMessage = ServerTranslationKey | DescribeMessage;

/** The refused fields of a request (dot paths, as the request schema spells them) with their messages. */
export type FieldMessages = Readonly<Record<string, DescribeMessage>>;

/**
 * An error whose status and message are safe to show the caller. It carries a catalog key (with the values
 * of its placeholders), not a text: the error handler answers `{statusCode, error, message}` in the caller's
 * language, and `fields` when it names the request's fields it refuses (a form shows each message on its
 * field). Anything else thrown by a route becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: HttpErrorMessage,
    readonly values: TranslationValues = {},
    readonly headers: Readonly<Record<string, string>> = {},
    readonly fields: FieldMessages = {},
  ) {
    // The French text, so that logs and stack traces read as the main site does.
    super(describe(text, values, FALLBACK_LANGUAGE));
    this.name = 'HttpError';
  }

  /** The message as the caller reads it in `language`. */
  messageIn(language: Language): string {
    return describe(this.text, this.values, language);
  }

  /** Each refused field's message in `language`; undefined when the error names no field. */
  fieldsIn(language: Language): Record<string, string> | undefined {
    const entries = Object.entries(this.fields);
    if (entries.length === 0) return undefined;
    return Object.fromEntries(entries.map(([field, message]) => [field, message(language)]));
  }
}

/**
 * A 400 refusing one field of an otherwise valid request (an unknown event type, a phone that is not a
 * mobile's): the message names the problem, and `fields` says on which field to show it.
 */
export function invalidField(
  field: string,
  text: ServerTranslationKey,
  values: TranslationValues = {},
): HttpError {
  return new HttpError(400, text, values, {}, { [field]: (language) => describe(text, values, language) });
}

function describe(text: HttpErrorMessage, values: TranslationValues, language: Language): string {
  return typeof text === 'function' ? text(language) : translate(language, text, values);
}

export function tooManyRequests(text: ServerTranslationKey, retryAfterSeconds: number): HttpError {
  return new HttpError(429, text, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
