import { describe, expect, it } from 'vitest';
import {
  cityInvalid,
  cityQueryOf,
  initialSearch,
  searchReducer,
  type SearchAction,
  type SearchForm,
  type SearchState,
} from './search-state';

const BLANK_FORM: SearchForm = { service: '', region: '', cityText: '', city: null };
const LYON = { id: 4213, name: 'Lyon' };

function run(actions: readonly SearchAction[], from: SearchState = initialSearch(BLANK_FORM)): SearchState {
  return actions.reduce(searchReducer, from);
}

describe('the search form', () => {
  it('searches what the fields hold, from the first page, and adds it to the history', () => {
    const state = run([
      { type: 'serviceChosen', service: 'full-service' },
      { type: 'regionChosen', region: 'auvergne-rhone-alpes' },
      { type: 'cityTyped', text: 'Ly' },
      { type: 'cityPicked', city: LYON },
      { type: 'submitted' },
    ]);
    expect(state.query).toEqual({
      service: 'full-service',
      region: 'auvergne-rhone-alpes',
      city: LYON,
      page: 1,
    });
    expect({ searches: state.searches, history: state.addToHistory, again: state.askAgain }).toEqual({
      searches: 1,
      history: true,
      again: false,
    });
  });

  it('reads an empty select as "any"', () => {
    expect(run([{ type: 'submitted' }]).query).toEqual({ service: null, region: null, city: null, page: 1 });
  });

  it('sends the search shown again when it is submitted again', () => {
    const again = run([{ type: 'submitted' }, { type: 'submitted' }]);
    expect({ searches: again.searches, again: again.askAgain }).toEqual({ searches: 2, again: true });
  });

  it('wants suggestions for the text typed, and forgets the pick when the text changes', () => {
    const typed = run([{ type: 'cityTyped', text: ' Lyo ' }]);
    expect(cityQueryOf(typed.form)).toBe('Lyo');
    const picked = run([{ type: 'cityPicked', city: LYON }], typed);
    expect({ text: picked.form.cityText, city: picked.form.city, query: cityQueryOf(picked.form) }).toEqual({
      text: 'Lyon',
      city: LYON,
      query: '',
    });
    const edited = run([{ type: 'cityTyped', text: 'Lyons' }], picked);
    expect({ city: edited.form.city, query: cityQueryOf(edited.form) }).toEqual({
      city: null,
      query: 'Lyons',
    });
  });

  it('refuses a city typed but not picked, and counts the refusal so that the focus goes there', () => {
    const state = run([{ type: 'cityTyped', text: 'Nowhere' }, { type: 'submitted' }]);
    expect({ query: state.query, refusals: state.cityRefusals, invalid: cityInvalid(state.form) }).toEqual({
      query: null,
      refusals: 1,
      invalid: true,
    });
  });
});

describe('the pages of results', () => {
  it('go into the history, and their heading takes the focus', () => {
    const next = run([{ type: 'submitted' }, { type: 'pageChosen', page: 2 }]);
    expect({ page: next.query?.page, history: next.addToHistory, focus: next.focusResults }).toEqual({
      page: 2,
      history: true,
      focus: true,
    });
  });

  it('ignore a click on the page already shown', () => {
    const shown = run([{ type: 'submitted' }]);
    expect(searchReducer(shown, { type: 'pageChosen', page: 1 })).toBe(shown);
  });

  it('are tried again on demand, without a new history entry', () => {
    const retried = run([{ type: 'submitted' }, { type: 'pageChosen', page: 3 }, { type: 'retried' }]);
    expect({
      page: retried.query?.page,
      again: retried.askAgain,
      history: retried.addToHistory,
      searches: retried.searches,
    }).toEqual({ page: 3, again: true, history: false, searches: 3 });
  });
});

describe('the search the URL holds', () => {
  it('fills the form at the start (a reload), without asking for a history entry', () => {
    const query = { service: 'full-service', region: null, city: LYON, page: 2 };
    const state = initialSearch(BLANK_FORM, query);
    expect({ form: state.form, query: state.query, history: state.addToHistory }).toEqual({
      form: { service: 'full-service', region: '', cityText: 'Lyon', city: LYON },
      query,
      history: false,
    });
  });

  it('fills the form and searches when the visitor goes back or forward, without taking the focus', () => {
    const query = { service: null, region: 'bretagne', city: null, page: 2 };
    const state = run([
      { type: 'submitted' },
      { type: 'pageChosen', page: 2 },
      { type: 'queryRestored', query },
    ]);
    expect({
      region: state.form.region,
      query: state.query,
      focus: state.focusResults,
      history: state.addToHistory,
    }).toEqual({ region: 'bretagne', query, focus: false, history: false });
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
    expect({ form: state.form, query: state.query }).toEqual({ form: initialForm, query: null });
  });
});
