import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryCities, searchDirectory } from '@shared/api/contract/directory';
import type { Endpoint } from '@shared/api/endpoint';
import { CITY_SEARCH_DELAY_MS, SearchFlow, type SearchPorts } from './search-flow';

interface Call {
  endpoint: Endpoint;
  input: unknown;
  signal: AbortSignal | undefined;
  language: string | undefined;
  resolve: (value: unknown) => void;
}

/** A page at `search`, whose calls wait until the test answers them. */
function fakePage(search = '') {
  const calls: Call[] = [];
  const pushed: string[] = [];
  let address = search;
  let navigate: (() => void) | undefined;
  const ports: SearchPorts = {
    api: {
      call: (endpoint, input, options) =>
        new Promise((resolve) =>
          calls.push({ endpoint, input, signal: options?.signal, language: options?.language, resolve }),
        ) as never,
    },
    history: {
      search: () => address,
      push(next) {
        pushed.push(next);
        address = `?${next}`;
      },
      onNavigate(listener) {
        navigate = listener;
        return () => {
          navigate = undefined;
        };
      },
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
  };
  const flow = new SearchFlow(
    {
      country: 'FR',
      language: 'fr',
      known: { services: new Set(['full-service']), regions: new Set(['bretagne', 'ile-de-france']) },
      initialForm: { service: '', region: 'bretagne', cityText: '', city: null },
    },
    ports,
  );
  return {
    flow,
    calls,
    pushed,
    /** The visitor goes back or forward to `search`. */
    goTo(next: string) {
      address = next;
      navigate?.();
    },
  };
}

const searches = (calls: readonly Call[]) => calls.filter((call) => call.endpoint === searchDirectory);
/** Lets the answered calls' callbacks run (the timers are fake). */
const flush = () => vi.advanceTimersByTimeAsync(0);
const ANSWER = { providers: [], total: 45, page: 1, pageCount: 3 };

describe('the search flow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes no call on a page whose URL holds no search', () => {
    const page = fakePage('?utm_source=mail');
    page.flow.start();
    expect({ calls: page.calls.length, results: page.flow.state.value.results.status }).toEqual({
      calls: 0,
      results: 'none',
    });
  });

  it("shows the URL's search at the start (a reload), without a new history entry", () => {
    const page = fakePage('?region=ile-de-france&page=2');
    page.flow.start();
    expect(searches(page.calls).map((call) => call.input)).toEqual([
      { country: 'FR', region: 'ile-de-france', page: 2 },
    ]);
    expect(page.pushed).toEqual([]);
    expect(page.flow.state.value.form.region).toBe('ile-de-france');
  });

  it("sends the form's search in the page's language, and adds it to the history", async () => {
    const page = fakePage();
    page.flow.start();
    page.flow.dispatch({ type: 'serviceChosen', service: 'full-service' });
    page.flow.dispatch({ type: 'submitted' });
    const [call] = searches(page.calls);
    expect({ input: call?.input, language: call?.language }).toEqual({
      input: { country: 'FR', service: 'full-service', region: 'bretagne', page: 1 },
      language: 'fr',
    });
    expect(page.pushed).toEqual(['service=full-service&region=bretagne&page=1']);
    call?.resolve(ANSWER);
    await vi.waitFor(() => expect(page.flow.state.value.results.status).toBe('loaded'));
  });

  it('adds each page chosen to the history, and gives its link an address', async () => {
    const page = fakePage();
    page.flow.start();
    page.flow.dispatch({ type: 'submitted' });
    searches(page.calls)[0]?.resolve(ANSWER);
    await vi.waitFor(() => expect(page.flow.state.value.results.status).toBe('loaded'));
    const results = page.flow.state.value.results;
    if (results.status !== 'loaded') throw new Error('loaded results expected');
    expect(page.flow.hrefOfPage(results.query, 3)).toBe('?region=bretagne&page=3');
    page.flow.dispatch({ type: 'pageChosen', page: 2 });
    expect(page.pushed).toEqual(['region=bretagne&page=1', 'region=bretagne&page=2']);
    expect(searches(page.calls)[1]?.input).toMatchObject({ page: 2 });
  });

  it('follows back and forward without adding history entries', () => {
    const page = fakePage();
    page.flow.start();
    page.goTo('?service=full-service&page=1');
    expect(searches(page.calls).map((call) => call.input)).toEqual([
      { country: 'FR', service: 'full-service', page: 1 },
    ]);
    page.goTo('');
    expect(page.flow.state.value.results.status).toBe('none');
    expect(page.pushed).toEqual([]);
  });

  it('aborts a search overtaken by a newer one, and shows only the newer answer', async () => {
    const page = fakePage();
    page.flow.start();
    page.flow.dispatch({ type: 'submitted' });
    page.flow.dispatch({ type: 'regionChosen', region: 'ile-de-france' });
    page.flow.dispatch({ type: 'submitted' });
    const [first, second] = searches(page.calls);
    expect({ first: first?.signal?.aborted, second: second?.signal?.aborted }).toEqual({
      first: true,
      second: false,
    });
    first?.resolve({ ...ANSWER, total: 1 });
    await flush();
    expect(page.flow.state.value.results.status).toBe('loading');
  });

  it('asks for cities once the typing pauses, in the chosen region, and only for the last text', () => {
    const page = fakePage();
    page.flow.start();
    page.flow.dispatch({ type: 'cityTyped', text: 'L' });
    page.flow.dispatch({ type: 'cityTyped', text: 'Re' });
    page.flow.dispatch({ type: 'cityTyped', text: 'Ren' });
    vi.advanceTimersByTime(CITY_SEARCH_DELAY_MS - 1);
    expect(page.calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.calls.map((call) => [call.endpoint, call.input])).toEqual([
      [directoryCities, { q: 'Ren', country: 'FR', region: 'bretagne' }],
    ]);
  });
});
