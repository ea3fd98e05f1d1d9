import { sessionExpiredMessage } from '@shared/session/session-expired';

/** What a failed call says about itself: Fastify answers `{ statusCode, error, message }`. */
function serverDetail(body: unknown, statusText: string): string {
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    if (typeof error === 'string' && error !== '') return error;
  }
  return statusText;
}

/** The server answered with a status outside 2xx. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's message, else its error name, else the status text: what the user is shown after the status. */
  readonly detail: string;

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The parsed JSON body, or the raw text when the body is not JSON. */
    readonly body: unknown,
    /** How long the server asks to wait before trying again (its Retry-After header), when it says. */
    readonly retryAfterSeconds?: number,
  ) {
    const detail = serverDetail(body, statusText);
    super(`HTTP ${status}: ${detail}`);
    this.detail = detail;
  }
}

/**
 * The request never got an answer: the browser is offline, the name did not resolve, CORS refused it. The
 * browser's own message ("Failed to fetch", "NetworkError when attempting to fetch resource.") is English and
 * differs between browsers, so it stays in `cause`, never shown.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super('The request got no answer from the server.', options);
  }
}

/** A 2xx answer whose body does not have the shape the endpoint's contract promises. */
export class ContractMismatchError extends Error {
  override readonly name = 'ContractMismatchError';

  constructor(
    readonly endpointName: string,
    readonly body: unknown,
    problem: string,
  ) {
    super(`The response of ${endpointName} does not match its contract: ${problem}`);
  }
}

/** The session could not be renewed; the tokens are gone and the page has been told. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';

  constructor(message: string = sessionExpiredMessage(), options?: ErrorOptions) {
    super(message, options);
  }
}
