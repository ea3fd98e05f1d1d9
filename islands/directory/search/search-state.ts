import type { SearchCity, SearchQuery } from './search-query';

/** What the form's fields hold; `''` is "any" for the selects. */
export interface SearchForm {
  service: string;
  region: string;
  /** What the city field shows. */
  cityText: string;
  /** The city picked from the suggestions, while the text still names it. */
  city: SearchCity | null;
}

/**
 * The search island's own state: the form, and which search it shows. The answers are the query cache's
 * (shared/queries/directory-search.ts).
 */
export interface SearchState {
  /** The form as the page first showed it, and as going back to before any search shows it again. */
  initialForm: SearchForm;
  form: SearchForm;
  /** Counts the searches refused because the city text names no suggestion: each moves the focus there. */
  cityRefusals: number;
  /** The search shown, as the URL holds it; null: none (the page's own listing shows). */
  query: SearchQuery | null;
  /** Counts the searches asked for: each one's announcements are new ones, even for the same words. */
  searches: number;
  /** The last search asked for goes into the history (a submit, a page), not one the URL gave. */
  addToHistory: boolean;
  /** The last search asked for is the one already shown: it is sent again (a submit, a retry). */
  askAgain: boolean;
  /** A page was chosen: its results' heading takes the focus when they arrive. */
  focusResults: boolean;
}

export type SearchAction =
  | { type: 'serviceChosen'; service: string }
  | { type: 'regionChosen'; region: string }
  | { type: 'cityTyped'; text: string }
  | { type: 'cityPicked'; city: SearchCity }
  | { type: 'submitted' }
  | { type: 'pageChosen'; page: number }
  /** The URL says which search to show: when the visitor goes back or forward. */
  | { type: 'queryRestored'; query: SearchQuery | null }
  | { type: 'retried' };

function formOf(query: SearchQuery): SearchForm {
  return {
    service: query.service ?? '',
    region: query.region ?? '',
    cityText: query.city?.name ?? '',
    city: query.city,
  };
}

/** The state of a page whose URL holds `query` (a reload, a shared link), or no search. */
export function initialSearch(initialForm: SearchForm, query: SearchQuery | null = null): SearchState {
  return {
    initialForm,
    form: query === null ? initialForm : formOf(query),
    cityRefusals: 0,
    query,
    searches: 0,
    addToHistory: false,
    askAgain: false,
    focusResults: false,
  };
}

/** Whether the city field holds text that names no picked city: such a search is refused. */
export function cityInvalid(form: SearchForm): boolean {
  return form.city === null && form.cityText.trim() !== '';
}

/** The text suggestions are wanted for (trimmed), empty once a city is picked. */
export function cityQueryOf(form: SearchForm): string {
  return form.city === null ? form.cityText.trim() : '';
}

function queryOf(form: SearchForm, page: number): SearchQuery {
  return { service: form.service || null, region: form.region || null, city: form.city, page };
}

function sameQuery(a: SearchQuery | null, b: SearchQuery): boolean {
  return (
    a !== null &&
    a.service === b.service &&
    a.region === b.region &&
    a.city?.id === b.city?.id &&
    a.page === b.page
  );
}

function search(
  state: SearchState,
  query: SearchQuery,
  how: { addToHistory: boolean; focusResults: boolean },
): SearchState {
  return {
    ...state,
    query,
    searches: state.searches + 1,
    askAgain: sameQuery(state.query, query),
    ...how,
  };
}

/** The search form and the search shown as a pure transition; useSearch keeps the URL and asks the server. */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  const { form, query } = state;
  switch (action.type) {
    case 'serviceChosen':
      return { ...state, form: { ...form, service: action.service } };

    case 'regionChosen':
      return { ...state, form: { ...form, region: action.region } };

    case 'cityTyped': {
      const stillPicked = form.city !== null && form.city.name === action.text;
      return { ...state, form: { ...form, cityText: action.text, city: stillPicked ? form.city : null } };
    }

    case 'cityPicked':
      return {
        ...state,
        form: { ...form, cityText: action.city.name, city: { id: action.city.id, name: action.city.name } },
      };

    case 'submitted':
      if (cityInvalid(form)) return { ...state, cityRefusals: state.cityRefusals + 1 };
      return search(state, queryOf(form, 1), { addToHistory: true, focusResults: false });

    case 'pageChosen':
      if (query === null || query.page === action.page) return state;
      return search(state, { ...query, page: action.page }, { addToHistory: true, focusResults: true });

    case 'queryRestored':
      if (action.query === null) return { ...state, form: state.initialForm, query: null };
      return search({ ...state, form: formOf(action.query) }, action.query, {
        addToHistory: false,
        focusResults: false,
      });

    case 'retried':
      if (query === null) return state;
      return search(state, query, { addToHistory: false, focusResults: false });
  }
}
