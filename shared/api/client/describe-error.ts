import { FALLBACK_LANGUAGE } from '@shared/i18n/detect-language';
import { translate, type TranslationValues } from '@shared/i18n/translate';
import { ApiError, NetworkError } from './errors';

type RetryKey = 'errors.retryInSeconds' | 'errors.retryInMinutes' | 'errors.retryInHours';

/** A translation function for the keys `describeError` uses; i18next's `t` is one. */
export type Translate = (
  key: 'errors.httpStatus' | 'errors.unknown' | 'errors.network' | RetryKey,
  values?: TranslationValues,
) => string;

const inFallbackLanguage: Translate = (key, values) => translate(FALLBACK_LANGUAGE, key, values);

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * "Try again in …" for a wait of `seconds`, in the unit a person would say: seconds under a minute, whole
 * minutes (rounded up, so that the user does not come back too early) under an hour, hours beyond. i18next's
 * relative time formatting (Intl.RelativeTimeFormat) writes the number, its plural and its preposition.
 */
function retryText(seconds: number, t: Translate): string {
  if (seconds < MINUTE) return t('errors.retryInSeconds', { delay: Math.max(1, Math.ceil(seconds)) });
  const minutes = Math.ceil(seconds / MINUTE);
  if (minutes < 60) return t('errors.retryInMinutes', { delay: minutes });
  return t('errors.retryInHours', { delay: Math.max(1, Math.round(seconds / HOUR)) });
}

/** What the server said, followed by how long to wait when its answer says (Retry-After). */
export function serverMessage(error: ApiError, t: Translate = inFallbackLanguage): string {
  if (error.retryAfterSeconds === undefined) return error.detail;
  return `${error.detail} ${retryText(error.retryAfterSeconds, t)}`;
}

/**
 * The text shown to the user for a failed call: "Erreur {status} : {server message or status text}" for an HTTP
 * failure, followed by how long to wait when the server said (Retry-After); our own text for a request that got
 * no answer (the browser's message is English); the error's own message for any other error; "Une erreur
 * inconnue est survenue" when there is nothing to say. French unless `t` translates.
 */
export function describeError(error: unknown, t: Translate = inFallbackLanguage): string {
  if (error instanceof ApiError)
    return t('errors.httpStatus', { status: error.status, message: serverMessage(error, t) });
  if (error instanceof NetworkError) return t('errors.network');
  if (error instanceof Error && error.message !== '') return error.message;
  return t('errors.unknown');
}
