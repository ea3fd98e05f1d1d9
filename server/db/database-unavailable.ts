import pg from 'pg';

/**
 * The database could not be reached, or stopped answering: the request is not at fault and a retry a few
 * seconds later may well succeed. The app answers it 503 with Retry-After (`server/app.ts`), not 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs a server sends when it cannot serve this connection at all: class 08 (connection exception),
 * shutting down or starting up (57P01–57P03), out of connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** The system errors of a socket that could not connect or was cut. */
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own messages when a connection is lost, cannot be made in time, or a query gets no answer
 * in time (it gives these errors no code).
 */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
];

/** Whether `error`, thrown by node-postgres, says the database is out of reach rather than the query wrong. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof pg.DatabaseError) return UNAVAILABLE_STATES.test(error.code ?? '');
  const code = (error as NodeJS.ErrnoException).code;
  if (code && SOCKET_ERRORS.has(code)) return true;
  return CONNECTION_MESSAGES.some((message) => error.message.includes(message));
}

/** `error` as a DatabaseUnavailableError when it is a connection failure, else as it is. */
export function databaseFailure(error: unknown): unknown {
  return isConnectionFailure(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}
