import * as v from 'valibot';
import * as sessionApi from '../contract/session';
import type { Endpoint, ParamsOf, RequestOf, ResponseOf } from '../endpoint';
import type { SessionTokens } from '@shared/session/token-cookies';
import { browserSession } from './browser-session';
import { ApiError, ContractMismatchError, NetworkError, SessionExpiredError } from './errors';
import { retryAfterSeconds } from './retry-after';
import { fillPath, queryString } from './request-url';
import { sendMultipart, type UploadProgress } from './send-multipart';

/** What the client needs from the session: the cookies and the expiry broadcast in the browser, a fake in tests. */
export interface ClientSession {
  getAccessToken(): string | undefined;
  getRefreshToken(): string | undefined;
  storeTokens(tokens: SessionTokens): void;
  /** Forgets the tokens and the user, and tells the page the session expired. */
  expire(): void;
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Prefix of every path, e.g. `https://projet.example.fr`; empty (same origin) by default. */
  baseUrl?: string;
  fetch?: Fetch;
  session?: ClientSession;
}

export interface CallOptions<E extends Endpoint> {
  /** Values of the `:name` segments of the endpoint's path. */
  params?: ParamsOf<E>;
  signal?: AbortSignal;
  /** The language the caller shows (`fr`, `nl-BE`): the server answers its messages, and writes SMS, in it. */
  language?: string;
}

export interface ApiClient {
  /**
   * Sends `input` to the endpoint and resolves with the response body checked against the endpoint's response
   * schema. Rejects with `ApiError` on a non-2xx status, `ContractMismatchError` on a body of the wrong shape,
   * `SessionExpiredError` when a 401 could not be cured by refreshing the tokens. Domain failures that the
   * server reports in a 2xx body (`{ success: false, error }`) are part of the response, not rejections.
   */
  call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options?: CallOptions<E>,
  ): Promise<ResponseOf<E>>;
  /**
   * Sends files to an upload endpoint (its contract's `upload`: their form field), reporting the bytes sent
   * as they go; the token, its renewal after a 401 and the answer's reading are `call`'s.
   */
  upload<E extends Endpoint>(
    endpoint: E,
    files: readonly Blob[],
    options?: CallOptions<E> & { onProgress?: (progress: UploadProgress) => void },
  ): Promise<ResponseOf<E>>;
}

type RefreshOutcome = { token: string } | { failure: unknown };

/**
 * One refresh in flight per session, whichever client asked: refresh tokens are single use and the server revokes
 * the whole family when one is presented twice, so two parallel refreshes would sign the user out.
 */
const refreshesInFlight = new WeakMap<ClientSession, Promise<RefreshOutcome>>();

const methodsWithQueryInput = new Set(['GET', 'DELETE']);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readResponse<E extends Endpoint>(endpoint: E, response: Response): Promise<ResponseOf<E>> {
  const body = await readBody(response);
  if (!response.ok) {
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), new Date());
    throw new ApiError(response.status, response.statusText, body, retryAfter);
  }
  const parsed = v.safeParse(endpoint.response, body);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`);
    throw new ContractMismatchError(endpoint.name, body, problems.join('; '));
  }
  return parsed.output;
}

export function createApiClient({
  baseUrl = '',
  fetch: send = (url, init) => globalThis.fetch(url, init),
  session = browserSession,
}: ApiClientOptions = {}): ApiClient {
  const origin = baseUrl.replace(/\/+$/, '');

  function request(
    endpoint: Endpoint,
    input: unknown,
    options: { params?: unknown; signal?: AbortSignal | undefined; language?: string | undefined },
    token: string | undefined,
  ): Promise<Response> {
    const inputInQuery = methodsWithQueryInput.has(endpoint.method);
    const params = options.params as Record<string, unknown> | undefined;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (!inputInQuery) headers['Content-Type'] = 'application/json';
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (options.language) headers['Accept-Language'] = options.language;
    const url = origin + fillPath(endpoint.path, params) + (inputInQuery ? queryString(input) : '');
    return send(url, {
      method: endpoint.method,
      headers,
      body: inputInQuery ? undefined : JSON.stringify(input ?? {}),
      credentials: 'same-origin',
      signal: options.signal,
    }).catch((failure: unknown) => {
      // A call its caller aborted keeps the AbortError the caller expects.
      if (options.signal?.aborted) throw failure;
      throw new NetworkError({ cause: failure });
    });
  }

  async function refreshSession(): Promise<RefreshOutcome> {
    const refresh_token = session.getRefreshToken();
    let failure: unknown = new Error('There is no refresh token.');
    if (refresh_token !== undefined) {
      try {
        const tokens = await readResponse(
          sessionApi.refreshToken,
          await request(sessionApi.refreshToken, { refresh_token }, {}, undefined),
        );
        session.storeTokens(tokens);
        return { token: tokens.token };
      } catch (error) {
        failure = error;
      }
    }
    session.expire();
    return { failure };
  }

  /**
   * The token to send after `rejectedToken` got a 401, or in place of an access token whose cookie has expired
   * with it (`undefined`).
   */
  async function renewedToken(rejectedToken: string | undefined): Promise<string> {
    const current = session.getAccessToken();
    if (current !== rejectedToken) {
      // Renewed since the request left, or cleared by an expiry or a sign-out that was already broadcast.
      if (current === undefined) throw new SessionExpiredError();
      return current;
    }
    let refresh = refreshesInFlight.get(session);
    if (refresh === undefined) {
      refresh = refreshSession().finally(() => refreshesInFlight.delete(session));
      refreshesInFlight.set(session, refresh);
    }
    const outcome = await refresh;
    if ('failure' in outcome) throw new SessionExpiredError(undefined, { cause: outcome.failure });
    return outcome.token;
  }

  /**
   * The token a call sends: the stored one; once its cookie has expired with it, a renewed one while a
   * refresh token is held (one request saved: no 401 first). An optional endpoint whose session cannot be
   * renewed is called without one.
   */
  async function tokenFor(endpoint: Endpoint): Promise<string | undefined> {
    if (endpoint.auth === 'none') return undefined;
    const token = session.getAccessToken();
    if (token !== undefined || session.getRefreshToken() === undefined) return token;
    try {
      return await renewedToken(undefined);
    } catch (error) {
      if (endpoint.auth === 'optional' && error instanceof SessionExpiredError) return undefined;
      throw error;
    }
  }

  async function call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    options: CallOptions<E> = {},
  ): Promise<ResponseOf<E>> {
    const token = await tokenFor(endpoint);
    const response = await request(endpoint, input, options, token);
    if (response.status !== 401 || token === undefined) return readResponse(endpoint, response);
    await response.body?.cancel();
    const retried = await request(endpoint, input, options, await renewedToken(token));
    return readResponse(endpoint, retried);
  }

  async function upload<E extends Endpoint>(
    endpoint: E,
    files: readonly Blob[],
    options: CallOptions<E> & { onProgress?: (progress: UploadProgress) => void } = {},
  ): Promise<ResponseOf<E>> {
    const rule = endpoint.upload;
    if (!rule) throw new Error(`${endpoint.name} takes no files`);
    const send = (token: string | undefined) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (token !== undefined) headers.Authorization = `Bearer ${token}`;
      if (options.language) headers['Accept-Language'] = options.language;
      const url = origin + fillPath(endpoint.path, options.params as Record<string, unknown> | undefined);
      return sendMultipart({ url, field: rule.field, files, headers, ...options }).catch(
        (failure: unknown) => {
          if (options.signal?.aborted) throw failure;
          throw new NetworkError({ cause: failure });
        },
      );
    };
    const token = await tokenFor(endpoint);
    const response = await send(token);
    if (response.status !== 401 || token === undefined) return readResponse(endpoint, response);
    return readResponse(endpoint, await send(await renewedToken(token)));
  }

  return { call, upload };
}

/** The client of the page: same origin, the browser's fetch, the cookie session. */
export const apiClient = createApiClient();
