import { useEffect, useEffectEvent, useReducer } from 'react';
import type { Language } from '@shared/i18n';
import { useDebouncedValue } from '@shared/hooks/use-debounced-value';
import {
  useCitySuggestions,
  useDirectorySearch,
  type DirectorySearchInput,
} from '@shared/queries/directory-search';
import type { CountryCode } from '@shared/sites';
import { readSearchQuery, writeSearchQuery, type KnownFilters, type SearchQuery } from './search-query';
import { cityQueryOf, initialSearch, searchReducer, type SearchForm } from './search-state';

/** Wait this long after the last keystroke before asking for cities. */
export const CITY_SEARCH_DELAY_MS = 200;

/** The page's address, as the search keeps it. */
export interface HistoryPort {
  /** The query string now (`?…` or empty). */
  search(): string;
  /** Adds a history entry for a new search (its query string, without `?`). */
  push(search: string): void;
  /** Calls `listener` when the visitor goes back or forward; returns the function that stops listening. */
  onNavigate(listener: () => void): () => void;
}

export interface SearchSetup {
  country: CountryCode;
  language: Language;
  known: KnownFilters;
  initialForm: SearchForm;
  history: HistoryPort;
}

/** Where the results of the search shown stand. */
export type ResultsPhase = 'none' | 'loading' | 'loaded' | 'failed';

function inputOf(country: CountryCode, query: SearchQuery): DirectorySearchInput {
  return {
    country,
    ...(query.service !== null && { service: query.service }),
    ...(query.region !== null && { region: query.region }),
    ...(query.city !== null && { city: query.city.id }),
    page: query.page,
  };
}

/**
 * One search island: its form and the search it shows (searchReducer), the search kept in the URL so that
 * reload, back and forward show it again, and the answers asked for through the page's query cache.
 */
export function useSearch({ country, language, known, initialForm, history }: SearchSetup) {
  const [state, dispatch] = useReducer(searchReducer, null, () =>
    initialSearch(initialForm, readSearchQuery(history.search(), known)),
  );
  const { query, form } = state;

  const results = useDirectorySearch(query === null ? null : inputOf(country, query), language);
  const phase: ResultsPhase =
    query === null
      ? 'none'
      : results.isFetching || results.isPending
        ? 'loading'
        : results.isError
          ? 'failed'
          : 'loaded';

  const cityQuery = cityQueryOf(form);
  const typed = useDebouncedValue(cityQuery, CITY_SEARCH_DELAY_MS);
  const citySuggestions = useCitySuggestions(
    { q: typed, country, ...(form.region !== '' && { region: form.region }) },
    language,
  );

  const afterSearchAsked = useEffectEvent(() => {
    if (query === null) return;
    if (state.addToHistory) history.push(writeSearchQuery(history.search(), query));
    // A new search is asked by the cache as its key changes; the one already shown must be asked again.
    if (state.askAgain) void results.refetch();
  });
  useEffect(() => {
    if (state.searches > 0) afterSearchAsked();
  }, [state.searches]);

  useEffect(
    () =>
      history.onNavigate(() =>
        dispatch({ type: 'queryRestored', query: readSearchQuery(history.search(), known) }),
      ),
    [history, known],
  );

  return {
    state,
    dispatch,
    phase,
    /** The results on show: the answer, or the previous one while the next comes. */
    shown: phase === 'loaded' || phase === 'loading' ? (results.data ?? null) : null,
    failure: phase === 'failed' ? results.error : null,
    citySuggestions: cityQuery === '' ? [] : citySuggestions,
    /** The address of another page of the shown search (for its link), relative to the page. */
    hrefOfPage: (shownQuery: SearchQuery, page: number) =>
      `?${writeSearchQuery(history.search(), { ...shownQuery, page })}`,
  };
}

/** One search island's state, answers and actions, as its view reads them. */
export type Search = ReturnType<typeof useSearch>;
