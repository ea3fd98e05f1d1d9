import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, apiClient, type ApiClient } from '@shared/api/client';
import type { AuthMode } from '../endpoint';

/** What every query and mutation made by `useEndpointQuery` and `useEndpointMutation` carries. */
export interface EndpointMeta extends Record<string, unknown> {
  /**
   * Its endpoint's auth mode: an answer to a call made with the session's token belongs to the user signed in,
   * and is forgotten when the session ends (follow-session.ts).
   */
  auth: AuthMode;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: EndpointMeta;
    mutationMeta: EndpointMeta;
  }
}

/** A failed query is tried again at most this many times. */
export const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failed call may succeed if tried again: when the request could not be made (NetworkError: fetch
 * rejected, offline, connection reset) or the server failed (5xx). A 4xx says the request itself is wrong, and
 * a session that could not be renewed (SessionExpiredError) or an answer outside the contract stays so.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof NetworkError;
}

/** 0.5 s, then 1 s: a visitor waits for a failure to show at most 1.5 s more than for a success. */
function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

const apiClients = new WeakMap<QueryClient, ApiClient>();

export interface QueryClientOptions {
  /** The client the queries call through; the page's (same origin, cookie session) by default. */
  api?: ApiClient;
}

/**
 * A query client with the house defaults: failed queries retried only when retrying can help
 * (`isWorthRetrying`), mutations never retried (a toggle sent twice undoes itself), and no refetch when the
 * window regains the focus (the pages are server-rendered snapshots; results reordering under the reader's eyes
 * would be worse than a minute-old list). How long an answer stays fresh is each resource's choice
 * (`staleTime` in shared/queries/).
 */
export function createQueryClient({ api = apiClient }: QueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isWorthRetrying(error),
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  apiClients.set(client, api);
  return client;
}

/** The API client the queries of `client` call through. */
export function apiClientOf(client: QueryClient): ApiClient {
  return apiClients.get(client) ?? apiClient;
}
