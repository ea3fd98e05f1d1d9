// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DirectoryCard } from '@shared/api/contract/directory';
import { storeTokens } from '@shared/session/token-cookies';
import { json, type SentRequest } from '@shared/testing/fake-fetch';
import { eventually, settle } from '@shared/testing/react-root';
import { renderingWithApi } from '@shared/testing/render-with-api';
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

const render = renderingWithApi();

/** A signed-in couple's heart whose favourites are still being read when it is clicked. */
function clickedWhileLoading() {
  const held: { request: SentRequest; answer: (response: Response) => void }[] = [];
  const { server, container } = render(
    <FavoriteButton provider={LUMIERE} country="FR" language="fr" />,
    (request) => new Promise<Response>((answer) => held.push({ request, answer })),
  );
  const heart = () => container.querySelector('button');
  act(() => heart()?.click());
  return {
    held,
    toggles: () => server.requests.filter((request) => request.path === '/api/directory/toggle-favorite'),
    pressed: () => heart()?.getAttribute('aria-pressed'),
  };
}

const news = () => document.querySelector('.pp-favorites-announcer [role="status"]')?.textContent;

beforeEach(() => storeTokens({ token: 'access-1', refresh_token: 'refresh-1' }));
afterEach(() => {
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
