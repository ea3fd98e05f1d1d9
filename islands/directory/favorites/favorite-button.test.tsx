// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@shared/api/client';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { createQueryClient } from '@shared/api/query';
import { getI18n } from '@shared/i18n';
import { clearTokens, storeTokens } from '@shared/session/token-cookies';
import { fakeFetch, json, type SentRequest } from '@shared/testing/fake-fetch';
import { eventually, renderRoot, settle } from '@shared/testing/react-root';
import { FavoriteButton } from './favorite-button';

const LUMIERE = { publicId: '0b6c5a0e-0000-4000-8000-000000000001', name: 'Atelier Lumière' };

function card(publicId: string): DirectoryCard {
  return {
    id: 1,
    publicId,
    name: LUMIERE.name,
    city: null,
    cp: null,
    profileUrl: '/wedding-planner/atelier-lumiere',
    profileImage: null,
    isPremium: false,
    hasLoggedInTheLastDays: false,
    langues: [],
    excerpt: '',
  };
}

/** A signed-in couple's heart whose favourites are still being read when it is clicked. */
function clickedWhileLoading() {
  const held: { request: SentRequest; answer: (response: Response) => void }[] = [];
  const server = fakeFetch((request) => new Promise<Response>((answer) => held.push({ request, answer })));
  const client = createQueryClient({ api: createApiClient({ fetch: server.fetch }) });
  const rendered = renderRoot(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={getI18n('fr')}>
        <FavoriteButton provider={LUMIERE} country="FR" language="fr" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  cleanUp = () => {
    rendered.unmount();
    client.clear();
  };
  const heart = () => rendered.container.querySelector('button');
  act(() => heart()?.click());
  return {
    held,
    toggles: () => server.requests.filter((request) => request.path === '/api/directory/toggle-favorite'),
    pressed: () => heart()?.getAttribute('aria-pressed'),
  };
}

const news = () => document.querySelector('.pp-favorites-announcer [role="status"]')?.textContent;

let cleanUp = () => {};
beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));
afterEach(() => {
  act(() => cleanUp());
  clearTokens();
  // The page's announcer outlives its hearts: each test starts with nothing said.
  document.querySelector('.pp-favorites-announcer [role="status"]')?.replaceChildren();
});

describe('a heart clicked while the favourites are read', () => {
  it('adds its provider once they are', async () => {
    const page = clickedWhileLoading();
    await eventually(() => expect(page.held).toHaveLength(1));
    expect(page.toggles()).toEqual([]);
    page.held[0]?.answer(json({ favorites: [] }));

    await eventually(() =>
      expect(page.toggles().map((request) => request.body)).toEqual([{ publicId: LUMIERE.publicId }]),
    );
    // The heart shows the expected outcome while the toggle is in flight (TanStack notifies in a later task).
    await eventually(() => expect(page.pressed()).toBe('true'));
    page.held[1]?.answer(json({ publicId: LUMIERE.publicId, isFavorite: true }));
    await eventually(() => expect(news()).toBe('Atelier Lumière est dans vos favoris.'));
  });

  it('does not take its provider off when the favourites already have it, and says it is there', async () => {
    const page = clickedWhileLoading();
    await eventually(() => expect(page.held).toHaveLength(1));
    page.held[0]?.answer(json({ favorites: [card(LUMIERE.publicId)] }));

    await eventually(() => expect(page.pressed()).toBe('true'));
    await settle();
    expect(page.toggles()).toEqual([]);
    expect(news()).toBe('Atelier Lumière est dans vos favoris.');
  });
});
