// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as authApi from '../contract/auth';
import * as sessionApi from '../contract/session';
import { endpoint } from '../endpoint';
import { currentUser } from '@shared/session/current-user';
import { onSessionExpired } from '@shared/session/session-expired';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from '@shared/session/token-cookies';
import { createApiClient, type Fetch } from './api-client';
import { ApiError, ContractMismatchError, SessionExpiredError } from './errors';
import { EXAMPLE_USER } from '../contract/examples';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null | undefined;
}

/** Answers a request; `index` counts the requests the server has seen before this one. */
type Handler = (request: SentRequest, index: number) => Response | Promise<Response>;

/** A stand-in for the server: records what the client sends and answers with `handler`. */
function fakeServer(handler: Handler) {
  const requests: SentRequest[] = [];
  const fetch: Fetch = async (url, init) => {
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal,
    };
    requests.push(request);
    return handler(request, requests.length - 1);
  };
  return { fetch, requests };
}

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

const unauthorized = () =>
  json({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, 401, 'Unauthorized');

const user = EXAMPLE_USER;

const favorites = endpoint({
  name: 'directory_favorites',
  method: 'GET',
  path: '/api/directory/favorites',
  auth: 'optional',
  summary: 'test endpoint',
  request: v.object({ page: v.optional(v.number()), services: v.optional(v.array(v.string())) }),
  response: v.object({ ids: v.array(v.number()) }),
});

const deleteImage = endpoint({
  name: 'image_delete',
  method: 'DELETE',
  path: '/api/folders/:folder/images/:name',
  auth: 'required',
  summary: 'test endpoint',
  request: v.object({ force: v.optional(v.boolean()) }),
  response: v.object({ success: v.boolean() }),
  params: v.object({ folder: v.string(), name: v.string() }),
});

const sendRequest = endpoint({
  name: 'send_to_prestataire',
  method: 'POST',
  path: '/api/send-to-prestataire',
  auth: 'required',
  summary: 'test endpoint',
  request: v.object({ project: v.number(), prestataire: v.number() }),
  response: v.variant('success', [
    v.object({ success: v.literal(true) }),
    v.object({ success: v.literal(false), error: v.string() }),
  ]),
});

/** Answers the refresh endpoint with `refresh` and `/api/me` with the user when the bearer token is `valid`. */
function sessionServer(options: { valid: string; refresh: () => Response | Promise<Response> }): Handler {
  return (request) => {
    if (request.url === '/api/token/refresh') return options.refresh();
    return request.headers.Authorization === `Bearer ${options.valid}` ? json({ user }) : unauthorized();
  };
}

const refreshed = () => json({ token: 'access-2', refresh_token: 'refresh-2' });

function countExpiryBroadcasts() {
  const broadcasts: string[] = [];
  const stop = onSessionExpired(({ message }) => broadcasts.push(message));
  return { broadcasts, stop };
}

beforeEach(() => {
  currentUser.value = user;
});

afterEach(() => {
  clearTokens();
  currentUser.value = null;
});

describe('sending', () => {
  it('posts the input as JSON with no token when the endpoint needs none', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const server = fakeServer(() => json({ success: true }));

    const response = await createApiClient({ fetch: server.fetch }).call(authApi.checkPhone, {
      phone: '+33612345678',
    });

    expect(response).toEqual({ success: true });
    expect(server.requests).toEqual([
      {
        url: '/api/check-phone',
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: { phone: '+33612345678' },
        signal: undefined,
      },
    ]);
  });

  it('sends the bearer token when the endpoint requires it', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const server = fakeServer(() => json({ user }));

    await createApiClient({ fetch: server.fetch }).call(sessionApi.me, {});

    expect(server.requests[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer access-1',
    });
  });

  it('asks for answers in the caller’s language when given one', async () => {
    const server = fakeServer(() => json({ success: true }));

    await createApiClient({ fetch: server.fetch }).call(
      authApi.checkPhone,
      { phone: '+33612345678' },
      { language: 'nl-BE' },
    );

    expect(server.requests[0]?.headers).toMatchObject({ 'Accept-Language': 'nl-BE' });
  });

  it('sends the token of an optional endpoint only when there is one', async () => {
    const server = fakeServer(() => json({ ids: [] }));
    const client = createApiClient({ fetch: server.fetch });

    await client.call(favorites, {});
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    await client.call(favorites, {});

    expect(server.requests.map((request) => request.headers.Authorization)).toEqual([
      undefined,
      'Bearer access-1',
    ]);
  });

  it('puts the input of a GET in the query string, without a body', async () => {
    const server = fakeServer(() => json({ ids: [3] }));

    await createApiClient({ fetch: server.fetch }).call(favorites, {
      page: 2,
      services: ['dj', 'salle & traiteur'],
    });

    expect(server.requests[0]).toMatchObject({
      url: '/api/directory/favorites?page=2&services=dj&services=salle+%26+traiteur',
      method: 'GET',
      body: undefined,
    });
    expect(server.requests[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('fills the path parameters of a DELETE, encoded, and passes the abort signal on', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const server = fakeServer(() => json({ success: true }));
    const controller = new AbortController();

    await createApiClient({ fetch: server.fetch, baseUrl: 'https://pro.example.test/' }).call(
      deleteImage,
      { force: undefined },
      { params: { folder: 'mariage 2030', name: 'salle/1.jpg' }, signal: controller.signal },
    );

    expect(server.requests[0]).toMatchObject({
      url: 'https://pro.example.test/api/folders/mariage%202030/images/salle%2F1.jpg',
      method: 'DELETE',
      body: undefined,
      signal: controller.signal,
    });
  });
});

describe('responses', () => {
  it('returns a domain failure reported in a 2xx body as the response', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const server = fakeServer(() => json({ success: false, error: 'already-sent' }));

    const response = await createApiClient({ fetch: server.fetch }).call(sendRequest, {
      project: 1,
      prestataire: 2,
    });

    expect(response).toEqual({ success: false, error: 'already-sent' });
  });

  it('rejects a body that does not match the contract, saying where', async () => {
    const server = fakeServer(() => json({ success: 'yes' }));

    const call = createApiClient({ fetch: server.fetch }).call(authApi.checkPhone, { phone: '+33612345678' });

    await expect(call).rejects.toThrow(ContractMismatchError);
    await expect(call).rejects.toThrow(
      'The response of check_phone does not match its contract: success: Invalid type: Expected true but received "yes"',
    );
  });

  it('rejects a non-2xx answer with an ApiError carrying the status and the body', async () => {
    const body = { statusCode: 429, error: 'Too Many Requests', message: 'Réessayez dans 60 s' };
    const server = fakeServer(() => json(body, 429, 'Too Many Requests'));

    const error = await createApiClient({ fetch: server.fetch })
      .call(authApi.checkPhone, { phone: '+33612345678' })
      .catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, body, detail: 'Réessayez dans 60 s' });
  });

  it('keeps a body that is not JSON as text', async () => {
    const server = fakeServer(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );

    const call = createApiClient({ fetch: server.fetch }).call(authApi.checkPhone, { phone: '+33612345678' });

    await expect(call).rejects.toMatchObject({
      status: 502,
      body: '<h1>Bad gateway</h1>',
      detail: 'Bad Gateway',
    });
  });
});

describe('session renewal on 401', () => {
  it('refreshes once for any number of concurrent 401s, then retries each request once', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    let releaseRefresh = () => {};
    const refreshAnswered = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const server = fakeServer(
      sessionServer({
        valid: 'access-2',
        refresh: async () => {
          await refreshAnswered;
          return refreshed();
        },
      }),
    );
    const client = createApiClient({ fetch: server.fetch });

    const calls = Promise.all([
      client.call(sessionApi.me, {}),
      client.call(sessionApi.me, {}),
      client.call(sessionApi.me, {}),
    ]);
    await vi.waitFor(() => expect(server.requests.some((r) => r.url === '/api/token/refresh')).toBe(true));
    releaseRefresh();

    expect(await calls).toEqual([{ user }, { user }, { user }]);
    const refreshes = server.requests.filter((r) => r.url === '/api/token/refresh');
    expect(refreshes.map((r) => r.body)).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(refreshes[0]?.headers.Authorization).toBeUndefined();
    const meRequests = server.requests.filter((r) => r.url === '/api/me');
    expect(meRequests.map((r) => r.headers.Authorization).sort()).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
      'Bearer access-2',
    ]);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('does not refresh again for a 401 that comes back after the tokens were renewed', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    let answerLate = (_response: Response) => {};
    const lateAnswer = new Promise<Response>((resolve) => (answerLate = resolve));
    const answer = sessionServer({ valid: 'access-2', refresh: refreshed });
    const server = fakeServer((request, index) => (index === 0 ? lateAnswer : answer(request, index)));
    const client = createApiClient({ fetch: server.fetch });

    const late = client.call(sessionApi.me, {});
    await client.call(sessionApi.me, {});
    answerLate(unauthorized());

    expect(await late).toEqual({ user });
    expect(server.requests.filter((r) => r.url === '/api/token/refresh')).toHaveLength(1);
    expect(server.requests.at(-1)?.headers.Authorization).toBe('Bearer access-2');
  });

  it('gives up when the retried request is refused again, without a second refresh', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const server = fakeServer(sessionServer({ valid: 'never', refresh: refreshed }));

    const call = createApiClient({ fetch: server.fetch }).call(sessionApi.me, {});

    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/me', '/api/token/refresh', '/api/me']);
  });

  it('when the refresh fails: forgets the session, broadcasts the expiry once, rejects every call', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    const expiry = countExpiryBroadcasts();
    const server = fakeServer(sessionServer({ valid: 'access-2', refresh: unauthorized }));
    const client = createApiClient({ fetch: server.fetch });

    const outcomes = await Promise.allSettled([
      client.call(sessionApi.me, {}),
      client.call(sessionApi.me, {}),
    ]);
    expiry.stop();

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(outcome.status === 'rejected' && outcome.reason).toBeInstanceOf(SessionExpiredError);
    }
    expect(server.requests.filter((r) => r.url === '/api/token/refresh')).toHaveLength(1);
    expect(expiry.broadcasts).toEqual(['Votre session a expiré. Veuillez vous reconnecter.']);
    expect([getAccessToken(), getRefreshToken(), currentUser.value]).toEqual([undefined, undefined, null]);
  });

  it('without a refresh token: no refresh, the session expires', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    clearRefreshTokenOnly();
    const expiry = countExpiryBroadcasts();
    const server = fakeServer(sessionServer({ valid: 'access-2', refresh: refreshed }));

    const call = createApiClient({ fetch: server.fetch }).call(sessionApi.me, {});

    await expect(call).rejects.toThrow(SessionExpiredError);
    expiry.stop();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/me']);
    expect(expiry.broadcasts).toHaveLength(1);
    expect([getAccessToken(), currentUser.value]).toEqual([undefined, null]);
  });

  it('renews the session first when the access token’s cookie has expired with it, without a 401', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    clearAccessTokenOnly();
    const server = fakeServer(sessionServer({ valid: 'access-2', refresh: refreshed }));
    const client = createApiClient({ fetch: server.fetch });

    expect(await Promise.all([client.call(sessionApi.me, {}), client.call(sessionApi.me, {})])).toEqual([
      { user },
      { user },
    ]);
    expect(server.requests.map((r) => [r.url, r.headers.Authorization])).toEqual([
      ['/api/token/refresh', undefined],
      ['/api/me', 'Bearer access-2'],
      ['/api/me', 'Bearer access-2'],
    ]);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('calls an optional endpoint without a token when the expired session cannot be renewed', async () => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    clearAccessTokenOnly();
    const server = fakeServer((request) =>
      request.url === '/api/token/refresh' ? unauthorized() : json({ ids: [] }),
    );

    expect(await createApiClient({ fetch: server.fetch }).call(favorites, {})).toEqual({ ids: [] });
    expect(server.requests.map((r) => [r.url, r.headers.Authorization])).toEqual([
      ['/api/token/refresh', undefined],
      ['/api/directory/favorites', undefined],
    ]);
  });

  it('does not try to renew a session it never sent a token for', async () => {
    const expiry = countExpiryBroadcasts();
    const server = fakeServer(sessionServer({ valid: 'access-2', refresh: refreshed }));

    const call = createApiClient({ fetch: server.fetch }).call(sessionApi.me, {});

    await expect(call).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expiry.stop();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/me']);
    expect(expiry.broadcasts).toEqual([]);
    expect(currentUser.value).toEqual(user);
  });
});

function clearAccessTokenOnly() {
  document.cookie = 'token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

function clearRefreshTokenOnly() {
  document.cookie = 'refresh_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
