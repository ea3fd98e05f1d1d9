// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import type { Locality } from '@shared/api/contract/locality';
import { createQueryClient } from '@shared/api/query';
import { fakeFetch, failure, json, type SentRequest } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { LOCALITY_SEARCH_DELAY_MS, useLocalitySuggestions } from './localities';

const LYON: Locality = {
  city: 'Lyon',
  zipcode: '69001',
  countrycode: 'FR',
  lat: 45.76,
  lng: 4.83,
  area: 'Rhône',
};
const LYONS: Locality = { ...LYON, city: 'Lyons-la-Forêt', zipcode: '27480', area: 'Eure' };

interface Pending {
  request: SentRequest;
  answer: (response: Response) => void;
}

/** A server whose answers wait until the test gives them. */
function heldServer() {
  const pending: Pending[] = [];
  const server = fakeFetch((request) => new Promise<Response>((answer) => pending.push({ request, answer })));
  return { ...server, pending };
}

function Suggestions({ text }: { text: string }) {
  const { localities, searching, noneFound } = useLocalitySuggestions(text, 'FR', 'fr');
  return (
    <>
      <ul>
        {localities.map((locality) => (
          <li key={locality.city}>{locality.city}</li>
        ))}
      </ul>
      <p>{[searching && 'searching', noneFound && 'none found'].filter(Boolean).join(' ')}</p>
    </>
  );
}

let cleanUp: () => void = () => {};
afterEach(() => cleanUp());

/** The suggestions of a city field whose text the test types. */
function field(server: ReturnType<typeof fakeFetch>) {
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const view = (text: string) => (
    <QueryClientProvider client={client}>
      <Suggestions text={text} />
    </QueryClientProvider>
  );
  const rendered = renderRoot(view(''));
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  return {
    type: (text: string) => rendered.rerender(view(text)),
    shown: () => [...rendered.container.querySelectorAll('li')].map((item) => item.textContent),
    state: () => rendered.container.querySelector('p')?.textContent,
  };
}

/** Long enough for the typing to count as paused. */
const pause = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, LOCALITY_SEARCH_DELAY_MS * 2)));

describe('the city suggestions', () => {
  it('are asked once the typing pauses, for the latest text only, in the site country', async () => {
    const server = fakeFetch(() => json({ localities: [LYON] }));
    const city = field(server);
    for (const text of ['L', 'Ly', 'Lyo']) city.type(text);
    await eventually(() => expect(city.shown()).toEqual(['Lyon']));
    expect(server.requests.map(({ path, query, language }) => ({ path, query, language }))).toEqual([
      { path: '/search/locality', query: { q: 'Lyo', country: 'FR', limit: '8' }, language: 'fr' },
    ]);
  });

  it('are not asked for a text of one character, and go at once when the text is emptied', async () => {
    const server = fakeFetch(() => json({ localities: [LYON] }));
    const city = field(server);
    city.type('L');
    await pause();
    expect(server.requests).toEqual([]);
    city.type('Ly ');
    await eventually(() => expect(city.shown()).toEqual(['Lyon']));
    expect(server.requests.map((request) => request.query.q)).toEqual(['Ly']);
    city.type('');
    expect(city.shown()).toEqual([]);
  });

  it('keep the previous text’s on show while the next ones come, and abort a search overtaken', async () => {
    const server = heldServer();
    const city = field(server);
    city.type('Ly');
    await eventually(() => expect(server.pending).toHaveLength(1));
    server.pending[0]?.answer(json({ localities: [LYON, LYONS] }));
    await eventually(() => expect(city.shown()).toEqual(['Lyon', 'Lyons-la-Forêt']));

    city.type('Lyons');
    await eventually(() => expect(server.pending).toHaveLength(2));
    expect(city.shown()).toEqual(['Lyon', 'Lyons-la-Forêt']);
    city.type('Lyons-l');
    await eventually(() => expect(server.pending).toHaveLength(3));
    expect(server.pending[1]?.request.signal?.aborted).toBe(true);
    server.pending[2]?.answer(json({ localities: [LYONS] }));
    await eventually(() => expect(city.shown()).toEqual(['Lyons-la-Forêt']));
  });

  it('say a search is on its way from the first key until its cities come, and when it found none', async () => {
    const server = heldServer();
    const city = field(server);
    city.type('L');
    expect(city.state()).toBe('');
    city.type('Lz');
    expect(city.state()).toBe('searching');
    await eventually(() => expect(server.pending).toHaveLength(1));
    expect(city.state()).toBe('searching');
    server.pending[0]?.answer(json({ localities: [] }));
    await eventually(() => expect(city.state()).toBe('none found'));
    city.type('Ly');
    expect(city.state()).toBe('searching');
    await eventually(() => expect(server.pending).toHaveLength(2));
    server.pending[1]?.answer(json({ localities: [LYON] }));
    await eventually(() => expect(city.shown()).toEqual(['Lyon']));
    expect(city.state()).toBe('');
    city.type('');
    expect(city.state()).toBe('');
  });

  it('show none when the search fails', async () => {
    const server = fakeFetch(() => failure(400, 'Requête invalide'));
    const city = field(server);
    city.type('Ly');
    await eventually(() => expect(server.requests).toHaveLength(1));
    await settle();
    expect(city.shown()).toEqual([]);
    expect(city.state()).toBe('');
  });
});
