import { HttpError } from './http-error';

/** The pool reconnects as soon as PostgreSQL is back: a client may try again a few seconds later. */
export const DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * What a request answers when the database is out of reach (`DatabaseUnavailableError`): 503 with
 * Retry-After, in the caller's language, as when Redis is (`countUnavailable`), never a 500.
 */
export function databaseUnavailable(): HttpError {
  return new HttpError(
    503,
    'server.serviceUnavailable',
    {},
    { 'retry-after': String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
}
