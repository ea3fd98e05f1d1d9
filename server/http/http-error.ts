import { FALLBACK_LANGUAGE, type Language, type TranslationValues } from '@shared/i18n';
import { translate, type ServerTranslationKey } from '../i18n/translate';

/** A message no single catalog text says (a list of validation issues), written for a given language. */
export type DescribeMessage = (language: Language) => string;

export type HttpErrorMessage = ServerTranslationKey | DescribeMessage;

/**
 * An error whose status and message are safe to show the caller. It carries a catalog key (with the values
 * of its placeholders), not a text: the error handler answers `{statusCode, error, message}` in the caller's
 * language. Anything else thrown by a route becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: HttpErrorMessage,
    readonly values: TranslationValues = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    // The French text, so that logs and stack traces read as the main site does.
    super(describe(text, values, FALLBACK_LANGUAGE));
    this.name = 'HttpError';
  }

  /** The message as the caller reads it in `language`. */
  messageIn(language: Language): string {
    return describe(this.text, this.values, language);
  }
}

function describe(text: HttpErrorMessage, values: TranslationValues, language: Language): string {
  return typeof text === 'function' ? text(language) : translate(language, text, values);
}

export function tooManyRequests(text: ServerTranslationKey, retryAfterSeconds: number): HttpError {
  return new HttpError(429, text, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}
