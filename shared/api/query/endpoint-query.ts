import { useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '@shared/api/client';
import type { Endpoint, ParamsOf, RequestOf, ResponseOf } from '../endpoint';
import { apiClientOf } from './query-client';

/** What a call needs besides its input: the path's parameters, and the language the caller shows. */
export interface EndpointCallSettings<E extends Endpoint> {
  params?: ParamsOf<E>;
  /** The server answers its texts (names, messages) in it: answers in two languages are two entries. */
  language?: string;
}

/**
 * The cache key of a call: the endpoint's name first, so that every query of an endpoint is found by
 * `[endpoint.name]` (what `invalidates` does), then its input, then the path's parameters and the language.
 */
export type EndpointQueryKey<E extends Endpoint> = readonly [
  name: E['name'],
  input: RequestOf<E>,
  settings: EndpointCallSettings<E>,
];

export function endpointQueryKey<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  { params, language }: EndpointCallSettings<E> = {},
): EndpointQueryKey<E> {
  return [endpoint.name, input, { params, language }];
}

/** The key every query of `endpoint` starts with, whatever its input. */
export function endpointKeyPrefix(endpoint: Endpoint): readonly [string] {
  return [endpoint.name];
}

/**
 * The query of one call, for `useQuery`, `queryClient.fetchQuery` or `prefetchQuery`: TanStack's `signal`
 * goes to the client, so that a query nobody waits for any more (its component gone, its input changed) has
 * its request aborted.
 */
export function endpointQueryOptions<E extends Endpoint>(
  api: ApiClient,
  endpoint: E,
  input: RequestOf<E>,
  settings: EndpointCallSettings<E> = {},
) {
  return {
    queryKey: endpointQueryKey(endpoint, input, settings),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<ResponseOf<E>> =>
      api.call(endpoint, input, { ...settings, signal }),
    meta: { auth: endpoint.auth },
  };
}

/** TanStack's options of a query, less what the endpoint decides (its key, its function, its meta). */
export type EndpointQueryOptions<E extends Endpoint, Data = ResponseOf<E>> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, Data, EndpointQueryKey<E>>,
  'queryKey' | 'queryFn' | 'meta'
> &
  EndpointCallSettings<E>;

/**
 * Calls `endpoint` with `input` through the page's API client (one shared token refresh, the session-expired
 * broadcast, the error classes of describeError) and keeps the answer in the page's query cache: components
 * asking for the same call share one request and one answer, an answer is fresh for the resource's
 * `staleTime`, a superseded call is aborted, a failed one retried only when it may help.
 */
export function useEndpointQuery<E extends Endpoint, Data = ResponseOf<E>>(
  endpoint: E,
  input: RequestOf<E>,
  options: EndpointQueryOptions<E, Data> = {},
): UseQueryResult<Data, Error> {
  const client = useQueryClient();
  const { params, language, ...queryOptions } = options;
  return useQuery<ResponseOf<E>, Error, Data, EndpointQueryKey<E>>({
    ...queryOptions,
    ...endpointQueryOptions(apiClientOf(client), endpoint, input, { params, language }),
  });
}
