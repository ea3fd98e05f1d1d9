export {
  endpointKeyPrefix,
  endpointQueryKey,
  endpointQueryOptions,
  useEndpointQuery,
  type EndpointCallSettings,
  type EndpointQueryKey,
  type EndpointQueryOptions,
} from './endpoint-query';
export {
  entriesOfPages,
  useEndpointPages,
  type EndpointPagesOptions,
  type PagedEndpoint,
} from './endpoint-pages';
export {
  endpointMutationKey,
  useEndpointMutation,
  type EndpointMutationOptions,
  type MutationInput,
} from './endpoint-mutation';
export { forgetUserData, forgetUserDataWhenSessionEnds } from './follow-session';
export { PageQueryProvider, pageQueryClient } from './page-query-client';
export {
  apiClientOf,
  createQueryClient,
  isWorthRetrying,
  MAX_QUERY_RETRIES,
  type EndpointMeta,
  type QueryClientOptions,
} from './query-client';
