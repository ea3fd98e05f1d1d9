// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import { EXAMPLE_USER } from '@shared/api/contract/examples';
import type { ProviderCard } from '@shared/api/contract/providers';
import { createQueryClient } from '@shared/api/query';
import { currentUser } from '@shared/session/current-user';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { fakeFetch, failure, json, type FakeHandler } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { useChoosePlanners, useMorePlanners, usePlanner, useSuggestedPlanners } from './planners';

function card(id: number, name: string): ProviderCard {
  return {
    id,
    name,
    city: 'Lyon',
    cp: '69',
    portrait: '<p>Wedding planner</p>',
    profileUrl: `/wedding-planner/planner-${id}`,
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [],
  };
}

const LUMIERE = card(12, 'Atelier Lumière');
const JOURS = card(14, 'Jours Heureux');
const PROJECT = 7;

/** The planner's card, as a wizard opened from its page shows it. */
function Planner({ id }: { id: number | undefined }) {
  const planner = usePlanner(id, { language: 'fr' });
  return <p className="planner">{planner.data?.name ?? planner.status}</p>;
}

/** The suggestion step, reduced to its list and its two buttons. */
function Suggestions() {
  const suggested = useSuggestedPlanners(PROJECT, { language: 'fr' });
  const more = useMorePlanners({ language: 'fr' });
  const choose = useChoosePlanners({ language: 'fr' });
  const shown = suggested.data?.success ? suggested.data.prestataires : [];
  const extra = more.data?.success ? more.data.prestataires : [];
  return (
    <>
      <ul>
        {[...shown, ...extra].map((planner) => (
          <li key={planner.id}>{planner.name}</li>
        ))}
      </ul>
      <button
        type="button"
        className="more"
        onClick={() => more.mutate({ project: PROJECT, exclude: shown.map((planner) => planner.id) })}
      >
        more
      </button>
      <button
        type="button"
        className="choose"
        onClick={() => choose.mutate({ project: PROJECT, prestataires: [JOURS.id], message: 'Bonjour !' })}
      >
        {choose.data ? JSON.stringify(choose.data) : 'choose'}
      </button>
    </>
  );
}

let cleanUp: () => void = () => {};
afterEach(() => {
  act(() => cleanUp());
  clearTokens();
  currentUser.value = null;
});

function signIn() {
  act(() => {
    storeTokens({ token: 'access-1', refresh_token: 'refresh-1' });
    currentUser.value = EXAMPLE_USER;
  });
}

function page(handler: FakeHandler, content: React.ReactNode) {
  const server = fakeFetch(handler);
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const rendered = renderRoot(<QueryClientProvider client={client}>{content}</QueryClientProvider>);
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  const texts = (selector: string) =>
    [...rendered.container.querySelectorAll(selector)].map((element) => element.textContent);
  const click = (selector: string) =>
    act(() => rendered.container.querySelector<HTMLButtonElement>(selector)?.click());
  return { server, texts, click };
}

describe('usePlanner', () => {
  it('asks once for a planner every part of the page shows, without a token, in the page’s language', async () => {
    signIn();
    const { server, texts } = page(
      () => json({ success: true, prestataire: LUMIERE }),
      <>
        <Planner id={12} />
        <Planner id={12} />
        <Planner id={undefined} />
      </>,
    );
    await eventually(() =>
      expect(texts('.planner')).toEqual(['Atelier Lumière', 'Atelier Lumière', 'pending']),
    );
    expect(
      server.requests.map(({ method, path, authorization, language }) => ({
        method,
        path,
        authorization,
        language,
      })),
    ).toEqual([{ method: 'GET', path: '/api/get-planner/12', authorization: undefined, language: 'fr' }]);
  });

  it('gives up at once on a planner that is not in the directory', async () => {
    const { server, texts } = page(
      () => failure(404, 'Ce prestataire est introuvable.'),
      <Planner id={99} />,
    );
    await eventually(() => expect(texts('.planner')).toEqual(['error']));
    await settle();
    expect(server.requests).toHaveLength(1);
  });
});

describe('the suggestions of a project', () => {
  /** A server with two planners to suggest; once JOURS is contacted, it is no longer suggested. */
  function suggestionServer(): FakeHandler {
    let contacted = false;
    return (request) => {
      if (request.path === '/api/get-prestataires')
        return json({ success: true, prestataires: contacted ? [LUMIERE] : [LUMIERE, JOURS] });
      if (request.path === '/api/get-more-prestataires')
        return json({ success: true, prestataires: [card(15, 'Bleu Lavande')] });
      if (request.path === '/api/choose-prestataires') {
        contacted = true;
        return json({ success: true, sent: [JOURS.id], alreadySent: [] });
      }
      return failure(404);
    };
  }

  it('are not asked for without a session', async () => {
    const { server } = page(suggestionServer(), <Suggestions />);
    await settle();
    expect(server.requests).toEqual([]);
  });

  it('go on with more planners, leaving out those on show', async () => {
    signIn();
    const { server, texts, click } = page(suggestionServer(), <Suggestions />);
    await eventually(() => expect(texts('li')).toEqual(['Atelier Lumière', 'Jours Heureux']));
    click('.more');
    await eventually(() => expect(texts('li')).toEqual(['Atelier Lumière', 'Jours Heureux', 'Bleu Lavande']));
    expect(server.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/get-more-prestataires',
      body: { project: PROJECT, exclude: [LUMIERE.id, JOURS.id] },
      authorization: 'Bearer access-1',
    });
  });

  it('are asked again once a choice is sent', async () => {
    signIn();
    const { server, texts, click } = page(suggestionServer(), <Suggestions />);
    await eventually(() => expect(texts('li')).toEqual(['Atelier Lumière', 'Jours Heureux']));
    click('.choose');
    await eventually(() => expect(texts('li')).toEqual(['Atelier Lumière']));
    expect(texts('.choose')).toEqual([JSON.stringify({ success: true, sent: [JOURS.id], alreadySent: [] })]);
    expect(server.requests.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/get-prestataires', body: { project: PROJECT } },
      {
        path: '/api/choose-prestataires',
        body: { project: PROJECT, prestataires: [JOURS.id], message: 'Bonjour !' },
      },
      { path: '/api/get-prestataires', body: { project: PROJECT } },
    ]);
  });
});
