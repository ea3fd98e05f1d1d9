// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { createQueryClient } from '@shared/api/query';
import { fakeFetch, json, type SentRequest } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import type { SearchAction } from './search-state';
import { useSearch, type HistoryPort, type Search } from './use-search';

const ANSWER = { providers: [], total: 45, page: 1, pageCount: 3 };
const CITIES = { cities: [{ id: 4213, name: 'Rennes', postalCode: '35000', area: 'Ille-et-Vilaine' }] };

let search: Search | undefined;
let cleanUp = () => {};
afterEach(() => {
  act(() => cleanUp());
  search = undefined;
});

/**
 * A search island on a page at `address`, whose calls wait until the test answers them (`answer` answers the
 * oldest unanswered search).
 */
function searchPage(address = '') {
  const held: { request: SentRequest; answer: (response: Response) => void }[] = [];
  const server = fakeFetch((request) => new Promise<Response>((answer) => held.push({ request, answer })));
  const pushed: string[] = [];
  let current = address;
  let navigate: (() => void) | undefined;
  const history: HistoryPort = {
    search: () => current,
    push(next) {
      pushed.push(next);
      current = `?${next}`;
    },
    onNavigate(listener) {
      navigate = listener;
      return () => {
        navigate = undefined;
      };
    },
  };
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const known = { services: new Set(['full-service']), regions: new Set(['bretagne', 'ile-de-france']) };
  function Island() {
    search = useSearch({
      country: 'FR',
      language: 'fr',
      known,
      initialForm: { service: '', region: 'bretagne', cityText: '', city: null },
      history,
    });
    return null;
  }
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      <Island />
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  const searches = () => server.requests.filter((request) => request.path === '/api/directory/');
  return {
    pushed,
    searches,
    cities: () => server.requests.filter((request) => request.path === '/api/directory/cities'),
    current: () => search as Search,
    dispatch: (action: SearchAction) => act(() => search?.dispatch(action)),
    /** Answers the oldest search not answered yet. */
    async answer(body: unknown) {
      let index = -1;
      await eventually(() => {
        index = held.findIndex((item) => item.request.path === '/api/directory/');
        expect(index).toBeGreaterThanOrEqual(0);
      });
      const [item] = held.splice(index, 1);
      item?.answer(json(body));
    },
    answerCities(body: unknown) {
      for (const item of held.filter((found) => found.request.path === '/api/directory/cities')) {
        item.answer(json(body));
      }
    },
    /** The visitor goes back or forward to `address`. */
    goTo(next: string) {
      current = next;
      act(() => navigate?.());
    },
  };
}

describe('the search island', () => {
  it('makes no call on a page whose URL holds no search', async () => {
    const page = searchPage('?utm_source=mail');
    await settle();
    expect({ calls: page.searches().length, phase: page.current().phase }).toEqual({
      calls: 0,
      phase: 'none',
    });
  });

  it("shows the URL's search at the start (a reload), without a new history entry", async () => {
    const page = searchPage('?region=ile-de-france&page=2');
    await eventually(() => expect(page.searches()).toHaveLength(1));
    expect(page.searches()[0]?.body).toEqual({ country: 'FR', region: 'ile-de-france', page: 2 });
    expect({ pushed: page.pushed, region: page.current().state.form.region }).toEqual({
      pushed: [],
      region: 'ile-de-france',
    });
  });

  it("sends the form's search in the page's language, adds it to the history, and shows the answer", async () => {
    const page = searchPage();
    page.dispatch({ type: 'serviceChosen', service: 'full-service' });
    page.dispatch({ type: 'submitted' });
    await eventually(() => expect(page.searches()).toHaveLength(1));
    expect({ body: page.searches()[0]?.body, language: page.searches()[0]?.language }).toEqual({
      body: { country: 'FR', service: 'full-service', region: 'bretagne', page: 1 },
      language: 'fr',
    });
    expect(page.pushed).toEqual(['service=full-service&region=bretagne&page=1']);
    expect(page.current().phase).toBe('loading');
    await page.answer(ANSWER);
    await eventually(() => expect(page.current().phase).toBe('loaded'));
    expect(page.current().shown).toEqual(ANSWER);
  });

  it('adds each page chosen to the history, gives its link an address, and keeps the results on show meanwhile', async () => {
    const page = searchPage();
    page.dispatch({ type: 'submitted' });
    await page.answer(ANSWER);
    await eventually(() => expect(page.current().phase).toBe('loaded'));
    const query = page.current().state.query;
    expect(query && page.current().hrefOfPage(query, 3)).toBe('?region=bretagne&page=3');

    page.dispatch({ type: 'pageChosen', page: 2 });
    await eventually(() => expect(page.searches()).toHaveLength(2));
    expect(page.pushed).toEqual(['region=bretagne&page=1', 'region=bretagne&page=2']);
    expect(page.searches()[1]?.body).toMatchObject({ page: 2 });
    expect({ phase: page.current().phase, shown: page.current().shown }).toEqual({
      phase: 'loading',
      shown: ANSWER,
    });
  });

  it('follows back and forward without adding history entries', async () => {
    const page = searchPage();
    page.goTo('?service=full-service&page=1');
    await eventually(() => expect(page.searches()).toHaveLength(1));
    expect(page.searches()[0]?.body).toEqual({ country: 'FR', service: 'full-service', page: 1 });
    page.goTo('');
    expect({ phase: page.current().phase, region: page.current().state.form.region }).toEqual({
      phase: 'none',
      region: 'bretagne',
    });
    expect(page.pushed).toEqual([]);
  });

  it('aborts a search overtaken by a newer one, and shows only the newer answer', async () => {
    const page = searchPage();
    page.dispatch({ type: 'submitted' });
    page.dispatch({ type: 'regionChosen', region: 'ile-de-france' });
    page.dispatch({ type: 'submitted' });
    await eventually(() => expect(page.searches()).toHaveLength(2));
    const [first, second] = page.searches();
    expect({ first: first?.signal?.aborted, second: second?.signal?.aborted }).toEqual({
      first: true,
      second: false,
    });
    await page.answer({ ...ANSWER, total: 1 });
    await settle();
    expect(page.current().phase).toBe('loading');
    await page.answer(ANSWER);
    await eventually(() => expect(page.current().shown).toEqual(ANSWER));
  });

  it('sends the search shown again when it is submitted again', async () => {
    const page = searchPage();
    page.dispatch({ type: 'submitted' });
    await page.answer(ANSWER);
    await eventually(() => expect(page.current().phase).toBe('loaded'));
    page.dispatch({ type: 'submitted' });
    await eventually(() => expect(page.searches()).toHaveLength(2));
    await eventually(() => expect(page.current().phase).toBe('loading'));
  });

  it('asks for cities once the typing pauses, in the chosen region, and only for the last text', async () => {
    const page = searchPage();
    page.dispatch({ type: 'cityTyped', text: 'R' });
    page.dispatch({ type: 'cityTyped', text: 'Re' });
    page.dispatch({ type: 'cityTyped', text: 'Ren' });
    expect(page.cities()).toEqual([]);
    await eventually(() => expect(page.cities()).toHaveLength(1));
    expect(page.cities()[0]?.query).toEqual({ q: 'Ren', country: 'FR', region: 'bretagne' });
    page.answerCities(CITIES);
    await eventually(() => expect(page.current().citySuggestions).toEqual(CITIES.cities));
    page.dispatch({ type: 'cityPicked', city: { id: 4213, name: 'Rennes' } });
    expect(page.current().citySuggestions).toEqual([]);
    await settle();
    expect(page.cities()).toHaveLength(1);
  });
});
