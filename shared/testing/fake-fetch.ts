import type { Fetch } from '@shared/api/client';

/** One request the code under test made, as the fake server saw it. */
export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
  language: string | undefined;
  signal: AbortSignal | undefined;
}

/** Answers a request; `index` counts the requests seen before this one. */
export type FakeHandler = (request: SentRequest, index: number) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A Fastify-shaped error answer. */
export function failure(status: number, message = 'Panne'): Response {
  return json({ statusCode: status, error: 'Error', message }, status);
}

/**
 * A stand-in for the server, to give to `createApiClient({ fetch })`: records every request and answers it with
 * `handler`. A request whose signal aborts is rejected the way the browser rejects it.
 */
export function fakeFetch(handler: FakeHandler) {
  const requests: SentRequest[] = [];
  const fetch: Fetch = (url, init) => {
    const address = new URL(url, 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: address.pathname,
      query: Object.fromEntries(address.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.Authorization,
      language: headers['Accept-Language'],
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const answer = Promise.resolve(handler(request, requests.length - 1));
    const { signal } = request;
    if (!signal) return answer;
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal.aborted) abort();
      signal.addEventListener('abort', abort, { once: true });
      answer.then(resolve, reject);
    });
  };
  return { fetch, requests };
}
