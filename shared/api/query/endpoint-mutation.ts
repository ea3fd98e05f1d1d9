import {
  useMutation,
  useQueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import type { CallOptions } from '@shared/api/client';
import type { Endpoint, ParamsOf, RequestOf, ResponseOf } from '../endpoint';
import { endpointKeyPrefix } from './endpoint-query';
import { apiClientOf } from './query-client';

/**
 * What one mutation call takes: the endpoint's input, or, for an endpoint whose path has parameters
 * (`/api/folders/:folder/images/:name`), the input and the parameters.
 */
export type MutationInput<E extends Endpoint> = [ParamsOf<E>] extends [undefined]
  ? RequestOf<E>
  : { input: RequestOf<E>; params: ParamsOf<E> };

/** TanStack's options of a mutation, less what the endpoint decides, plus what it makes stale. */
export type EndpointMutationOptions<E extends Endpoint, OnMutateResult = unknown> = Omit<
  UseMutationOptions<ResponseOf<E>, Error, MutationInput<E>, OnMutateResult>,
  'mutationFn' | 'mutationKey' | 'meta'
> & {
  /**
   * The endpoints whose answers this one changes: once it has settled (answered or failed), every query of
   * theirs in the cache is marked stale and the ones in use are asked again. The mutation does not wait for
   * them: its own answer is known at once (a heart can be clicked again), the queries' follow.
   */
  invalidates?: readonly Endpoint[];
  /** The language the caller shows: the server answers its messages in it. */
  language?: string;
};

/** The mutation key of `endpoint`: `useMutationState` finds its calls in flight by it. */
export function endpointMutationKey(endpoint: Endpoint): readonly [string] {
  return endpointKeyPrefix(endpoint);
}

/**
 * Sends `endpoint` calls (a change: a toggle, a form) through the page's API client, and refreshes the queries
 * of the endpoints it `invalidates` once it has settled.
 */
export function useEndpointMutation<E extends Endpoint, OnMutateResult = unknown>(
  endpoint: E,
  options: EndpointMutationOptions<E, OnMutateResult> = {},
): UseMutationResult<ResponseOf<E>, Error, MutationInput<E>, OnMutateResult> {
  const client = useQueryClient();
  const { invalidates = [], language, onSettled, ...mutationOptions } = options;
  const api = apiClientOf(client);
  return useMutation<ResponseOf<E>, Error, MutationInput<E>, OnMutateResult>({
    ...mutationOptions,
    mutationKey: endpointMutationKey(endpoint),
    meta: { auth: endpoint.auth },
    mutationFn(variables) {
      if (endpoint.params === undefined) return api.call(endpoint, variables as RequestOf<E>, { language });
      const { input, params } = variables as { input: RequestOf<E>; params: ParamsOf<E> };
      return api.call(endpoint, input, { params, language } as CallOptions<E>);
    },
    onSettled(...settled) {
      for (const stale of invalidates) {
        void client.invalidateQueries({ queryKey: endpointKeyPrefix(stale) });
      }
      return onSettled?.(...settled);
    },
  });
}
