import { describe, expect, it } from 'vitest';
import type { DirectorySearchResult } from '@shared/api/contract/directory';
import type { SearchQuery } from './search-query';
import {
  cityInvalid,
  initialSearch,
  searchReducer,
  type SearchAction,
  type SearchForm,
  type SearchState,
} from './search-state';

const BLANK_FORM: SearchForm = { service: '', region: '', cityText: '', city: null };
const LYON = { id: 4213, name: 'Lyon', postalCode: '69001', area: 'Rhône' };

function run(actions: readonly SearchAction[], from: SearchState = initialSearch(BLANK_FORM)): SearchState {
  return actions.reduce(searchReducer, from);
}

function result(page: number, total = 45): DirectorySearchResult {
  return { providers: [], total, page, pageCount: Math.max(1, Math.ceil(total / 20)) };
}

const queryOf = (state: SearchState): SearchQuery | null =>
  state.results.status === 'none' ? null : state.results.query;

describe('the search form', () => {
  it('searches what the fields hold, from the first page', () => {
    const state = run([
      { type: 'serviceChosen', service: 'full-service' },
      { type: 'regionChosen', region: 'auvergne-rhone-alpes' },
      { type: 'cityTyped', text: 'Ly' },
      { type: 'cityPicked', city: LYON },
      { type: 'submitted' },
    ]);
    expect(state.results.status).toBe('loading');
    expect(queryOf(state)).toEqual({
      service: 'full-service',
      region: 'auvergne-rhone-alpes',
      city: { id: 4213, name: 'Lyon' },
      page: 1,
    });
    expect(state.searchSerial).toBe(1);
  });

  it('reads an empty select as "any"', () => {
    expect(queryOf(run([{ type: 'submitted' }]))).toEqual({
      service: null,
      region: null,
      city: null,
      page: 1,
    });
  });

  it('asks for suggestions as a city is typed, and forgets the pick when the text changes', () => {
    const typed = run([{ type: 'cityTyped', text: ' Lyo ' }]);
    expect(typed.cityQuery).toBe('Lyo');
    const picked = run([{ type: 'cityPicked', city: LYON }], typed);
    expect({ text: picked.form.cityText, city: picked.form.city, query: picked.cityQuery }).toEqual({
      text: 'Lyon',
      city: { id: 4213, name: 'Lyon' },
      query: '',
    });
    const edited = run([{ type: 'cityTyped', text: 'Lyons' }], picked);
    expect({ city: edited.form.city, query: edited.cityQuery }).toEqual({ city: null, query: 'Lyons' });
  });

  it('keeps only the suggestions of the text typed last', () => {
    const state = run([
      { type: 'cityTyped', text: 'Ly' },
      { type: 'cityTyped', text: 'Lyo' },
      { type: 'citySuggestionsLoaded', query: 'Ly', cities: [LYON] },
    ]);
    expect(state.citySuggestions).toEqual([]);
    expect(
      run([{ type: 'citySuggestionsLoaded', query: 'Lyo', cities: [LYON] }], state).citySuggestions,
    ).toEqual([LYON]);
  });

  it('refuses a city typed but not picked, and counts the refusal so that the focus goes there', () => {
    const state = run([{ type: 'cityTyped', text: 'Nowhere' }, { type: 'submitted' }]);
    expect({
      status: state.results.status,
      refusals: state.cityRefusals,
      invalid: cityInvalid(state.form),
    }).toEqual({ status: 'none', refusals: 1, invalid: true });
  });
});

describe('the results', () => {
  it('show the answer to the latest search only', () => {
    const twice = run([{ type: 'submitted' }, { type: 'submitted' }]);
    const late = searchReducer(twice, { type: 'answered', serial: 1, result: result(1) });
    expect(late).toBe(twice);
    const latest = searchReducer(twice, { type: 'answered', serial: 2, result: result(1) });
    expect(latest.results).toMatchObject({ status: 'loaded', result: result(1) });
  });

  it('keep the previous results on show while the next page loads, and then take the focus', () => {
    const loaded = run([{ type: 'submitted' }, { type: 'answered', serial: 1, result: result(1) }]);
    const next = searchReducer(loaded, { type: 'pageChosen', page: 2 });
    expect(next.results).toMatchObject({ status: 'loading', shown: result(1) });
    expect(queryOf(next)?.page).toBe(2);
    expect(next.focusResults).toBe(true);
  });

  it('ignore a click on the page already shown', () => {
    const loaded = run([{ type: 'submitted' }, { type: 'answered', serial: 1, result: result(1) }]);
    expect(searchReducer(loaded, { type: 'pageChosen', page: 1 })).toBe(loaded);
  });

  it('keep the failure and try the same search again on demand', () => {
    const cause = new Error('Panne');
    const failed = run(
      [{ type: 'pageChosen', page: 3 }],
      run([{ type: 'submitted' }, { type: 'answered', serial: 1, result: result(1) }]),
    );
    const broken = searchReducer(failed, { type: 'failed', serial: 2, cause });
    expect(broken.results).toMatchObject({ status: 'failed', cause });
    const retried = searchReducer(broken, { type: 'retried' });
    expect({
      status: retried.results.status,
      page: queryOf(retried)?.page,
      serial: retried.searchSerial,
    }).toEqual({
      status: 'loading',
      page: 3,
      serial: 3,
    });
  });
});

describe('the search restored from the URL', () => {
  it('fills the form and searches, without taking the focus', () => {
    const query = { service: 'full-service', region: null, city: { id: 4213, name: 'Lyon' }, page: 2 };
    const state = run([{ type: 'queryRestored', query }]);
    expect(state.form).toEqual({ service: 'full-service', region: '', cityText: 'Lyon', city: query.city });
    expect({ query: queryOf(state), focus: state.focusResults }).toEqual({ query, focus: false });
  });

  it('going back before any search shows the form as the page first did, and no results', () => {
    const initialForm = { ...BLANK_FORM, region: 'bretagne' };
    const state = run(
      [
        { type: 'regionChosen', region: 'ile-de-france' },
        { type: 'submitted' },
        { type: 'queryRestored', query: null },
      ],
      initialSearch(initialForm),
    );
    expect({ form: state.form, results: state.results }).toEqual({
      form: initialForm,
      results: { status: 'none' },
    });
  });
});
