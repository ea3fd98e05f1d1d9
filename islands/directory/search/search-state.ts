import type { DirectorySearchResult } from '@shared/api/contract/directory';
import type { SearchCity, SearchQuery } from './search-query';

/** A city the autocomplete suggests (GET /api/directory/cities). */
export interface CitySuggestion extends SearchCity {
  postalCode: string | null;
  area: string | null;
}

/** What the form's fields hold; `''` is "any" for the selects. */
export interface SearchForm {
  service: string;
  region: string;
  /** What the city field shows. */
  cityText: string;
  /** The city picked from the suggestions, while the text still names it. */
  city: SearchCity | null;
}

export type SearchResults =
  | { status: 'none' }
  | { status: 'loading'; query: SearchQuery; shown: DirectorySearchResult | null }
  | { status: 'loaded'; query: SearchQuery; result: DirectorySearchResult }
  | { status: 'failed'; query: SearchQuery; cause: unknown };

export interface SearchState {
  /** The form as the page first showed it, and as going back to before any search shows it again. */
  initialForm: SearchForm;
  form: SearchForm;
  /** The text suggestions are wanted for (trimmed), empty when none are. */
  cityQuery: string;
  citySuggestions: readonly CitySuggestion[];
  /** Counts the searches refused because the city text names no suggestion: each moves the focus there. */
  cityRefusals: number;
  results: SearchResults;
  /** Increases with each search sent: an answer carries its search's number, and a late one is dropped. */
  searchSerial: number;
  /** A page was chosen: its results' heading takes the focus when they arrive. */
  focusResults: boolean;
}

export type SearchAction =
  | { type: 'serviceChosen'; service: string }
  | { type: 'regionChosen'; region: string }
  | { type: 'cityTyped'; text: string }
  | { type: 'citySuggestionsLoaded'; query: string; cities: readonly CitySuggestion[] }
  | { type: 'cityPicked'; city: SearchCity }
  | { type: 'submitted' }
  | { type: 'pageChosen'; page: number }
  /** The URL says which search to show: at the start, and when the visitor goes back or forward. */
  | { type: 'queryRestored'; query: SearchQuery | null }
  | { type: 'retried' }
  | { type: 'answered'; serial: number; result: DirectorySearchResult }
  | { type: 'failed'; serial: number; cause: unknown };

export function initialSearch(initialForm: SearchForm): SearchState {
  return {
    initialForm,
    form: initialForm,
    cityQuery: '',
    citySuggestions: [],
    cityRefusals: 0,
    results: { status: 'none' },
    searchSerial: 0,
    focusResults: false,
  };
}

/** Whether the city field holds text that names no picked city: such a search is refused. */
export function cityInvalid(form: SearchForm): boolean {
  return form.city === null && form.cityText.trim() !== '';
}

function formOf(query: SearchQuery): SearchForm {
  return {
    service: query.service ?? '',
    region: query.region ?? '',
    cityText: query.city?.name ?? '',
    city: query.city,
  };
}

function queryOf(form: SearchForm, page: number): SearchQuery {
  return { service: form.service || null, region: form.region || null, city: form.city, page };
}

function shownResult(results: SearchResults): DirectorySearchResult | null {
  if (results.status === 'loaded') return results.result;
  if (results.status === 'loading') return results.shown;
  return null;
}

function search(state: SearchState, query: SearchQuery, focusResults: boolean): SearchState {
  return {
    ...state,
    results: { status: 'loading', query, shown: shownResult(state.results) },
    searchSerial: state.searchSerial + 1,
    focusResults,
  };
}

/** The search form and its results as a pure transition; the flow makes the calls and keeps the URL. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  const { form, results } = state;
  switch (action.type) {
    case 'serviceChosen':
      return { ...state, form: { ...form, service: action.service } };

    case 'regionChosen':
      return { ...state, form: { ...form, region: action.region } };

    case 'cityTyped': {
      const query = action.text.trim();
      const stillPicked = form.city !== null && form.city.name === action.text;
      return {
        ...state,
        form: { ...form, cityText: action.text, city: stillPicked ? form.city : null },
        cityQuery: stillPicked ? '' : query,
        citySuggestions: query === '' || stillPicked ? [] : state.citySuggestions,
      };
    }

    case 'citySuggestionsLoaded':
      if (action.query !== state.cityQuery) return state;
      return { ...state, citySuggestions: action.cities };

    case 'cityPicked':
      return {
        ...state,
        form: { ...form, cityText: action.city.name, city: { id: action.city.id, name: action.city.name } },
        cityQuery: '',
        citySuggestions: [],
      };

    case 'submitted':
      if (cityInvalid(form)) return { ...state, cityRefusals: state.cityRefusals + 1 };
      return search(state, queryOf(form, 1), false);

    case 'pageChosen': {
      if (results.status === 'none') return state;
      const query = results.query;
      if (query.page === action.page && results.status !== 'failed') return state;
      return search(state, { ...query, page: action.page }, true);
    }

    case 'queryRestored':
      if (action.query === null) {
        return {
          ...state,
          form: state.initialForm,
          cityQuery: '',
          citySuggestions: [],
          results: { status: 'none' },
        };
      }
      return search(
        { ...state, form: formOf(action.query), cityQuery: '', citySuggestions: [] },
        action.query,
        false,
      );

    case 'retried':
      if (results.status !== 'failed') return state;
      return search(state, results.query, false);

    case 'answered':
      if (action.serial !== state.searchSerial || results.status !== 'loading') return state;
      return { ...state, results: { status: 'loaded', query: results.query, result: action.result } };

    case 'failed':
      if (action.serial !== state.searchSerial || results.status !== 'loading') return state;
      return { ...state, results: { status: 'failed', query: results.query, cause: action.cause } };
  }
}
