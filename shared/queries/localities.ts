import { keepPreviousData } from '@tanstack/react-query';
import * as localityApi from '@shared/api/contract/locality';
import type { Locality } from '@shared/api/contract/locality';
import { useEndpointQuery } from '@shared/api/query';
import { useDebouncedValue } from '@shared/hooks/use-debounced-value';
import type { CountryCode } from '@shared/sites';

/**
 * The cities suggested as a city is typed (GET /search/locality), as the phone sign-in's inscription asks for
 * them.
 */

/** Wait this long after the last keystroke before asking for cities. */
export const LOCALITY_SEARCH_DELAY_MS = 200;
/** Cities are suggested once this many characters are typed. */
export const LOCALITY_SUGGESTIONS_MIN_LENGTH = 2;
/** How many cities are suggested. */
const LOCALITY_SUGGESTIONS_LIMIT = '8';
/** The cities of a text do not change while a page is open. */
export const LOCALITY_SUGGESTIONS_STALE_TIME_MS = 10 * 60_000;

/** A city search as its field shows it: the cities found, and whether a search is on its way or found none. */
export interface LocalitySearch {
  localities: readonly Locality[];
  /** The text is long enough and its cities are not there yet (the typing has not paused, or they come). */
  searching: boolean;
  /** The search for the text as it is answered no city. */
  noneFound: boolean;
}

/**
 * The cities of `country` whose name starts with `text`, asked once the typing pauses. No suggestions at once
 * when the text is too short (emptied, or a city just picked); while the next ones come, those of the previous
 * text stay on show. Suggestions are a help, not a step: a failed search just shows none.
 */
export function useLocalitySuggestions(text: string, country: CountryCode, language: string): LocalitySearch {
  const wanted = text.trim();
  const typed = useDebouncedValue(wanted, LOCALITY_SEARCH_DELAY_MS);
  const asking =
    wanted.length >= LOCALITY_SUGGESTIONS_MIN_LENGTH && typed.length >= LOCALITY_SUGGESTIONS_MIN_LENGTH;
  const query = useEndpointQuery(
    localityApi.searchLocality,
    { q: typed, country, limit: LOCALITY_SUGGESTIONS_LIMIT },
    {
      enabled: asking,
      language,
      staleTime: LOCALITY_SUGGESTIONS_STALE_TIME_MS,
      placeholderData: keepPreviousData,
    },
  );
  if (wanted.length < LOCALITY_SUGGESTIONS_MIN_LENGTH)
    return { localities: [], searching: false, noneFound: false };
  const localities = asking ? (query.data?.localities ?? []) : [];
  const searching = typed !== wanted || query.isFetching || query.isPlaceholderData;
  return {
    localities,
    searching,
    noneFound: !searching && query.isSuccess && localities.length === 0,
  };
}
