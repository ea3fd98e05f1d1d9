import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { ApiClient } from '@shared/api/client';
import { directoryCities, searchDirectory } from '@shared/api/contract/directory';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { readSearchQuery, writeSearchQuery, type KnownFilters, type SearchQuery } from './search-query';
import {
  initialSearch,
  searchReducer,
  type SearchAction,
  type SearchForm,
  type SearchState,
} from './search-state';

/** Wait this long after the last keystroke before asking for cities. */
export const CITY_SEARCH_DELAY_MS = 200;
const CITY_SEARCH_MIN_LENGTH = 2;

type TimerHandle = ReturnType<typeof setTimeout>;

/** The page's address, as the search keeps it. */
export interface HistoryPort {
  /** The query string now (`?…` or empty). */
  search(): string;
  /** Adds a history entry for a new search (its query string, without `?`). */
  push(search: string): void;
  /** Calls `listener` when the visitor goes back or forward; returns the function that stops listening. */
  onNavigate(listener: () => void): () => void;
}

export interface SearchPorts {
  api: Pick<ApiClient, 'call'>;
  history: HistoryPort;
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface SearchSetup {
  country: CountryCode;
  language: Language;
  known: KnownFilters;
  initialForm: SearchForm;
}

/**
 * One search island's flow: its state (a signal the view reads), the one `dispatch` that changes it through
 * the pure reducer, and the side effects: the search and city calls (a newer one aborts the older), and the
 * URL, which holds the search so that reload, back and forward show it again.
 */
export class SearchFlow {
  readonly #state: Signal<SearchState>;
  readonly #ports: SearchPorts;
  readonly #setup: SearchSetup;
  #running = false;
  #stopListening: (() => void) | undefined;
  #searchRequest: AbortController | undefined;
  #citySearch: { timer: TimerHandle; request: AbortController } | undefined;

  constructor(setup: SearchSetup, ports: SearchPorts) {
    this.#setup = setup;
    this.#ports = ports;
    this.#state = signal(initialSearch(setup.initialForm));
  }

  get state(): ReadonlySignal<SearchState> {
    return this.#state;
  }

  /** Shows the search the URL holds, if any, and follows back and forward from now on. */
  start(): void {
    if (this.#running) return;
    this.#running = true;
    const restore = () => this.dispatch({ type: 'queryRestored', query: this.#queryInUrl() });
    this.#stopListening = this.#ports.history.onNavigate(restore);
    if (this.#queryInUrl() !== null) restore();
  }

  stop(): void {
    this.#running = false;
    this.#stopListening?.();
    this.#searchRequest?.abort();
    this.#cancelCitySearch();
  }

  /** The address of another page of the shown search (for its link), relative to the page. */
  hrefOfPage(query: SearchQuery, page: number): string {
    return `?${writeSearchQuery(this.#ports.history.search(), { ...query, page })}`;
  }

  readonly dispatch = (action: SearchAction): void => {
    if (!this.#running) return;
    const previous = this.#state.value;
    const next = searchReducer(previous, action);
    if (next === previous) return;
    this.#state.value = next;
    if (next.searchSerial !== previous.searchSerial && next.results.status === 'loading') {
      const { query } = next.results;
      if (action.type === 'submitted' || action.type === 'pageChosen') {
        this.#ports.history.push(writeSearchQuery(this.#ports.history.search(), query));
      }
      this.#search(query, next.searchSerial);
    }
    if (next.results.status === 'none') this.#searchRequest?.abort();
    if (next.cityQuery !== previous.cityQuery) this.#searchCity(next.cityQuery, next.form.region);
  };

  #queryInUrl(): SearchQuery | null {
    return readSearchQuery(this.#ports.history.search(), this.#setup.known);
  }

  #search(query: SearchQuery, serial: number): void {
    this.#searchRequest?.abort();
    const request = new AbortController();
    this.#searchRequest = request;
    const input = {
      country: this.#setup.country,
      ...(query.service !== null && { service: query.service }),
      ...(query.region !== null && { region: query.region }),
      ...(query.city !== null && { city: query.city.id }),
      page: query.page,
    };
    const options = { signal: request.signal, language: this.#setup.language };
    this.#ports.api.call(searchDirectory, input, options).then(
      (result) => this.dispatch({ type: 'answered', serial, result }),
      (cause: unknown) => {
        if (!request.signal.aborted) this.dispatch({ type: 'failed', serial, cause });
      },
    );
  }

  #cancelCitySearch(): void {
    if (!this.#citySearch) return;
    this.#ports.clearTimeout(this.#citySearch.timer);
    this.#citySearch.request.abort();
    this.#citySearch = undefined;
  }

  /** Suggestions are a help: a failed call just shows none. */
  #searchCity(query: string, region: string): void {
    this.#cancelCitySearch();
    if (query.length < CITY_SEARCH_MIN_LENGTH) return;
    const request = new AbortController();
    const timer = this.#ports.setTimeout(() => {
      const input = { q: query, country: this.#setup.country, ...(region !== '' && { region }) };
      const options = { signal: request.signal, language: this.#setup.language };
      this.#ports.api.call(directoryCities, input, options).then(
        ({ cities }) => this.dispatch({ type: 'citySuggestionsLoaded', query, cities }),
        () => {},
      );
    }, CITY_SEARCH_DELAY_MS);
    this.#citySearch = { timer, request };
  }
}
