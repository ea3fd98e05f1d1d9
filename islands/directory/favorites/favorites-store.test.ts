import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client/errors';
import { favorites, toggleFavorite } from '@shared/api/contract/directory';
import type { Endpoint } from '@shared/api/endpoint';
import type { FavoriteNotice } from './favorites-state';
import { FavoritesStore, type FavoritesPorts } from './favorites-store';

const LUMIERE = { publicId: '0b6c5a0e-0000-4000-8000-000000000001', name: 'Atelier Lumière' };

interface Call {
  endpoint: Endpoint;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (cause: unknown) => void;
}

/** Ports whose calls wait until the test answers them. */
function fakePorts(signedIn: boolean) {
  const calls: Call[] = [];
  const notices: FavoriteNotice[] = [];
  let session = signedIn;
  let sessionListener: (() => void) | undefined;
  const ports: FavoritesPorts = {
    api: {
      call: (endpoint, input) =>
        new Promise((resolve, reject) => calls.push({ endpoint, input, resolve, reject })) as never,
    },
    hasSession: () => session,
    watchSession: (listener) => {
      sessionListener = listener;
      return () => {};
    },
    announce: (notice) => notices.push(notice),
  };
  return {
    ports,
    calls,
    notices,
    signIn() {
      session = true;
      sessionListener?.();
    },
    signOut() {
      session = false;
      sessionListener?.();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const namesOf = (calls: readonly Call[]) => calls.map((call) => call.endpoint.name);

describe('the page favourites', () => {
  it('are read once for all the hearts of a signed-in page', () => {
    const fake = fakePorts(true);
    const store = new FavoritesStore(fake.ports);
    store.start('fr');
    store.start('fr');
    store.start('fr');
    expect(namesOf(fake.calls)).toEqual([favorites.name]);
  });

  it('are not read for an anonymous visitor, then read when the visitor signs in anywhere on the page', async () => {
    const fake = fakePorts(false);
    const store = new FavoritesStore(fake.ports);
    store.start('fr');
    expect(fake.calls).toEqual([]);
    fake.signIn();
    expect(namesOf(fake.calls)).toEqual([favorites.name]);
    fake.calls[0]?.resolve({ favorites: [{ publicId: LUMIERE.publicId }] });
    await flush();
    expect([...store.state.value.ids]).toEqual([LUMIERE.publicId]);
  });

  it('drop the list of a session that has ended since it was asked for', async () => {
    const fake = fakePorts(true);
    const store = new FavoritesStore(fake.ports);
    store.start('fr');
    fake.signOut();
    fake.signIn();
    fake.calls[0]?.resolve({ favorites: [{ publicId: LUMIERE.publicId }] });
    await flush();
    expect(store.state.value.load).toBe('loading');
    fake.calls[1]?.resolve({ favorites: [] });
    await flush();
    expect({ load: store.state.value.load, ids: [...store.state.value.ids] }).toEqual({
      load: 'loaded',
      ids: [],
    });
  });

  it('send a toggle with the public id and announce its outcome', async () => {
    const fake = fakePorts(true);
    const store = new FavoritesStore(fake.ports);
    store.start('fr');
    fake.calls[0]?.resolve({ favorites: [] });
    await flush();
    store.dispatch({ type: 'toggleRequested', provider: LUMIERE });
    expect(fake.calls[1]).toMatchObject({ endpoint: toggleFavorite, input: { publicId: LUMIERE.publicId } });
    fake.calls[1]?.resolve({ publicId: LUMIERE.publicId, isFavorite: true });
    await flush();
    expect(fake.notices).toEqual([{ kind: 'added', provider: LUMIERE, serial: 1 }]);
  });

  it('announce a refused toggle with its cause, after putting the heart back', async () => {
    const fake = fakePorts(true);
    const store = new FavoritesStore(fake.ports);
    store.start('fr');
    fake.calls[0]?.resolve({ favorites: [] });
    await flush();
    store.dispatch({ type: 'toggleRequested', provider: LUMIERE });
    const cause = new ApiError(503, 'Service Unavailable', { message: 'Maintenance' });
    fake.calls[1]?.reject(cause);
    await flush();
    expect(store.state.value.ids.has(LUMIERE.publicId)).toBe(false);
    expect(fake.notices).toEqual([{ kind: 'failed', provider: LUMIERE, cause, serial: 1 }]);
  });

  it('stay silent when the list cannot be read', async () => {
    const fake = fakePorts(true);
    const store = new FavoritesStore(fake.ports);
    const announce = vi.spyOn(fake.ports, 'announce');
    store.start('fr');
    fake.calls[0]?.reject(new ApiError(500, 'Internal Server Error', null));
    await flush();
    expect({ load: store.state.value.load, announced: announce.mock.calls.length }).toEqual({
      load: 'failed',
      announced: 0,
    });
  });
});
