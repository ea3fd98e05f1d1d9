import { keepPreviousData } from '@tanstack/react-query';
import * as directoryApi from '@shared/api/contract/directory';
import type { RequestOf } from '@shared/api/endpoint';
import { useEndpointQuery } from '@shared/api/query';

/**
 * The directory's search (POST /api/directory/) and its city suggestions (GET /api/directory/cities), as the
 * search island asks for them.
 */

export type DirectorySearchInput = RequestOf<typeof directoryApi.searchDirectory>;
export type CitySuggestionsInput = RequestOf<typeof directoryApi.directoryCities>;

/** Cities are suggested once this many characters are typed. */
export const CITY_SUGGESTIONS_MIN_LENGTH = 2;
/** The cities of a text do not change while a page is open. */
export const CITY_SUGGESTIONS_STALE_TIME_MS = 10 * 60_000;

/**
 * The providers `input` finds, or nothing asked while it is null. Stale at once: a search sent again is sent
 * to the server (new providers, new ranking); going back to a search shows its answer at once while it is asked
 * again. While the next answer comes, the previous one stays on show.
 */
export function useDirectorySearch(input: DirectorySearchInput | null, language: string) {
  return useEndpointQuery(directoryApi.searchDirectory, input ?? {}, {
    enabled: input !== null,
    language,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * The cities whose name starts with `input.q`, once it is long enough. The suggestions of the previous text stay
 * on show while the next ones come; suggestions are a help, so a failure just shows none.
 */
export function useCitySuggestions(input: CitySuggestionsInput, language: string) {
  const query = useEndpointQuery(directoryApi.directoryCities, input, {
    enabled: input.q.length >= CITY_SUGGESTIONS_MIN_LENGTH,
    language,
    staleTime: CITY_SUGGESTIONS_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
  return query.data?.cities ?? [];
}
