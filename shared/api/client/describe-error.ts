import { FALLBACK_LANGUAGE } from '@shared/i18n/detect-language';
import { translate, type TranslationValues } from '@shared/i18n/translate';
import { ApiError } from './errors';

/** A translation function for the keys `describeError` uses; i18next's `t` is one. */
export type Translate = (key: 'errors.httpStatus' | 'errors.unknown', values?: TranslationValues) => string;

const inFallbackLanguage: Translate = (key, values) => translate(FALLBACK_LANGUAGE, key, values);

/**
 * The text shown to the user for a failed call: "Erreur {status} : {server message or status text}" for an HTTP
 * failure, the error's own message for any other error, "Une erreur inconnue est survenue" when there is nothing
 * to say. French unless `t` translates.
 */
export function describeError(error: unknown, t: Translate = inFallbackLanguage): string {
  if (error instanceof ApiError)
    return t('errors.httpStatus', { status: error.status, message: error.detail });
  if (error instanceof Error && error.message !== '') return error.message;
  return t('errors.unknown');
}
