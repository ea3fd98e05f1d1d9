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

/**
 * The cities of `country` whose name starts with `text`, asked once the typing pauses. No suggestions at once
 * when the text is too short (emptied, or a city just picked); while the next ones come, those of the previous
 * text stay on show. Suggestions are a help, not a step: a failed search just shows none.
 */
export function useLocalitySuggestions(
  text: string,
  country: CountryCode,
  language: string,
): readonly Locality[] {
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
  return asking ? (query.data?.localities ?? []) : [];
}
