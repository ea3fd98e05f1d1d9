import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';
import type * as v from 'valibot';
import { MAX_PAGE_NUMBER } from '../contract/page-number';
import type { Endpoint, RequestOf, ResponseOf } from '../endpoint';
import type { EndpointCallSettings } from './endpoint-query';
import { apiClientOf } from './query-client';

/** What every page of a paginated list answers about the list (`listPageEntries`). */
interface ListPage {
  page: number;
  pageCount: number;
}

/** An endpoint that lists a page at a time: its request takes `page`, its answer says where the page stands. */
export type PagedEndpoint = Endpoint<
  v.GenericSchema<{ page?: number | string }>,
  v.GenericSchema<unknown, ListPage>
>;

export interface EndpointPagesOptions<E extends Endpoint> extends EndpointCallSettings<E> {
  enabled?: boolean;
  staleTime?: number;
}

/**
 * The pages of a paginated list read so far, from the first, with `fetchNextPage` for a "more" control: one
 * entry of the page's cache (its key is the endpoint's, so `invalidates` refreshes every page read). The next
 * page is the one after the last page's `page`, up to its `pageCount` and MAX_PAGE_NUMBER.
 */
export function useEndpointPages<E extends PagedEndpoint>(
  endpoint: E,
  input: Omit<RequestOf<E>, 'page'>,
  { params, language, enabled, staleTime }: EndpointPagesOptions<E> = {},
): UseInfiniteQueryResult<InfiniteData<ResponseOf<E>, number>, Error> {
  const api = apiClientOf(useQueryClient());
  return useInfiniteQuery({
    // Apart from the single-page queries of the same input, whose cache entries hold one answer.
    queryKey: [endpoint.name, input, { params, language }, 'pages'] as const,
    queryFn: ({ pageParam, signal }): Promise<ResponseOf<E>> =>
      api.call(endpoint, { ...input, page: pageParam } as RequestOf<E>, { params, language, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ListPage) =>
      last.page < Math.min(last.pageCount, MAX_PAGE_NUMBER) ? last.page + 1 : undefined,
    meta: { auth: endpoint.auth },
    enabled,
    staleTime,
  });
}

/**
 * The entries of the pages read, in order, each once: an entry added at the head of the list between two
 * pages pushes the next page's first entry back onto the page already shown.
 */
export function entriesOfPages<Page, Entry extends { id: number | string }>(
  pages: readonly Page[],
  entriesOf: (page: Page) => readonly Entry[],
): Entry[] {
  const seen = new Set<number | string>();
  return pages.flatMap(entriesOf).filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}
