import { describe, expect, it } from 'vitest';
import {
  favoritesReducer,
  initialFavorites,
  type FavoriteProvider,
  type FavoritesAction,
  type FavoritesState,
} from './favorites-state';

const LUMIERE: FavoriteProvider = {
  publicId: '0b6c5a0e-0000-4000-8000-000000000001',
  name: 'Atelier Lumière',
};
const JOURS: FavoriteProvider = {
  publicId: '0b6c5a0e-0000-4000-8000-000000000002',
  name: 'Les Jours Heureux',
};

function run(actions: readonly FavoritesAction[], from: FavoritesState = initialFavorites()): FavoritesState {
  return actions.reduce(favoritesReducer, from);
}

const signedInWith = (...ids: string[]) =>
  run([
    { type: 'sessionChanged', signedIn: true },
    { type: 'loaded', ids },
  ]);

const favoriteIds = (state: FavoritesState) => [...state.ids].sort();

describe('favourites', () => {
  it('load once signed in, and are forgotten when the session ends', () => {
    const loading = run([{ type: 'sessionChanged', signedIn: true }]);
    expect(loading.load).toBe('loading');
    const loaded = favoritesReducer(loading, { type: 'loaded', ids: [LUMIERE.publicId] });
    expect({ load: loaded.load, ids: favoriteIds(loaded) }).toEqual({
      load: 'loaded',
      ids: [LUMIERE.publicId],
    });
    const signedOut = favoritesReducer(loaded, { type: 'sessionChanged', signedIn: false });
    expect({ load: signedOut.load, ids: favoriteIds(signedOut) }).toEqual({ load: 'idle', ids: [] });
  });

  it('ignore a session change that changes nothing, so that a repeated notification does not reload', () => {
    const loaded = signedInWith(LUMIERE.publicId);
    expect(favoritesReducer(loaded, { type: 'sessionChanged', signedIn: true })).toBe(loaded);
  });

  it('show none when they cannot be loaded, without telling anyone (SPEC §8)', () => {
    const failed = run([{ type: 'sessionChanged', signedIn: true }, { type: 'loadFailed' }]);
    expect({ load: failed.load, ids: favoriteIds(failed), notice: failed.notice }).toEqual({
      load: 'failed',
      ids: [],
      notice: null,
    });
  });

  it('drop a list that arrives when none is awaited', () => {
    const anonymous = initialFavorites();
    expect(favoritesReducer(anonymous, { type: 'loaded', ids: [LUMIERE.publicId] })).toBe(anonymous);
  });
});

describe('a toggle', () => {
  it('adds a provider that is not a favourite at once, and keeps it when the server agrees', () => {
    const clicked = favoritesReducer(signedInWith(), { type: 'toggleRequested', provider: LUMIERE });
    expect(favoriteIds(clicked)).toEqual([LUMIERE.publicId]);
    expect([...clicked.pending.keys()]).toEqual([LUMIERE.publicId]);
    const answered = favoritesReducer(clicked, {
      type: 'toggleAnswered',
      publicId: LUMIERE.publicId,
      isFavorite: true,
    });
    expect({ ids: favoriteIds(answered), pending: answered.pending.size }).toEqual({
      ids: [LUMIERE.publicId],
      pending: 0,
    });
    expect(answered.notice).toMatchObject({ kind: 'added', provider: LUMIERE });
  });

  it('removes a favourite at once', () => {
    const clicked = favoritesReducer(signedInWith(LUMIERE.publicId, JOURS.publicId), {
      type: 'toggleRequested',
      provider: LUMIERE,
    });
    expect(favoriteIds(clicked)).toEqual([JOURS.publicId]);
    const answered = favoritesReducer(clicked, {
      type: 'toggleAnswered',
      publicId: LUMIERE.publicId,
      isFavorite: false,
    });
    expect(answered.notice).toMatchObject({ kind: 'removed', provider: LUMIERE });
  });

  it("follows the server's answer when it differs from what the heart showed", () => {
    const clicked = favoritesReducer(signedInWith(), { type: 'toggleRequested', provider: LUMIERE });
    const answered = favoritesReducer(clicked, {
      type: 'toggleAnswered',
      publicId: LUMIERE.publicId,
      isFavorite: false,
    });
    expect(favoriteIds(answered)).toEqual([]);
  });

  it('goes back to what the heart showed when it fails, and says so', () => {
    const cause = new Error('Panne');
    const failed = run(
      [
        { type: 'toggleRequested', provider: LUMIERE },
        { type: 'toggleFailed', publicId: LUMIERE.publicId, cause },
      ],
      signedInWith(LUMIERE.publicId),
    );
    expect(favoriteIds(failed)).toEqual([LUMIERE.publicId]);
    expect(failed.notice).toEqual({ kind: 'failed', provider: LUMIERE, cause, serial: failed.serial });
  });

  it('is not sent twice while the first is unanswered', () => {
    const clicked = favoritesReducer(signedInWith(), { type: 'toggleRequested', provider: LUMIERE });
    expect(favoritesReducer(clicked, { type: 'toggleRequested', provider: LUMIERE })).toBe(clicked);
  });

  it('numbers each notice, so that the same outcome twice is announced twice', () => {
    const twice = run(
      [
        { type: 'toggleRequested', provider: LUMIERE },
        { type: 'toggleAnswered', publicId: LUMIERE.publicId, isFavorite: true },
        { type: 'toggleRequested', provider: LUMIERE },
        { type: 'toggleFailed', publicId: LUMIERE.publicId, cause: 'x' },
        { type: 'toggleRequested', provider: LUMIERE },
        { type: 'toggleFailed', publicId: LUMIERE.publicId, cause: 'x' },
      ],
      signedInWith(),
    );
    expect(twice.notice?.serial).toBe(3);
  });

  it('answered after a sign-out is dropped', () => {
    const state = run(
      [
        { type: 'toggleRequested', provider: LUMIERE },
        { type: 'sessionChanged', signedIn: false },
        { type: 'toggleAnswered', publicId: LUMIERE.publicId, isFavorite: true },
      ],
      signedInWith(),
    );
    expect({ ids: favoriteIds(state), notice: state.notice }).toEqual({ ids: [], notice: null });
  });
});

describe('a heart clicked before the favourites are known', () => {
  it('by an anonymous visitor waits for the sign-in, then adds the provider', () => {
    const waiting = run([{ type: 'toggleRequested', provider: LUMIERE }]);
    expect({ wanted: waiting.wanted, pending: waiting.pending.size }).toEqual({
      wanted: LUMIERE,
      pending: 0,
    });
    const signedIn = run(
      [
        { type: 'sessionChanged', signedIn: true },
        { type: 'loaded', ids: [JOURS.publicId] },
      ],
      waiting,
    );
    expect(favoriteIds(signedIn)).toEqual([LUMIERE.publicId, JOURS.publicId].sort());
    expect({ wanted: signedIn.wanted, pending: [...signedIn.pending.keys()] }).toEqual({
      wanted: null,
      pending: [LUMIERE.publicId],
    });
  });

  it('is not toggled off when the couple who signed in already had it', () => {
    const state = run([
      { type: 'toggleRequested', provider: LUMIERE },
      { type: 'sessionChanged', signedIn: true },
      { type: 'loaded', ids: [LUMIERE.publicId] },
    ]);
    expect({ ids: favoriteIds(state), pending: state.pending.size }).toEqual({
      ids: [LUMIERE.publicId],
      pending: 0,
    });
    expect(state.notice).toMatchObject({ kind: 'added', provider: LUMIERE });
  });

  it('is added even when the favourites could not be loaded (the server answers the new state)', () => {
    const state = run([
      { type: 'toggleRequested', provider: LUMIERE },
      { type: 'sessionChanged', signedIn: true },
      { type: 'loadFailed' },
    ]);
    expect([...state.pending.keys()]).toEqual([LUMIERE.publicId]);
  });

  it('while they load waits for them', () => {
    const state = run([
      { type: 'sessionChanged', signedIn: true },
      { type: 'toggleRequested', provider: LUMIERE },
    ]);
    expect({ wanted: state.wanted, pending: state.pending.size }).toEqual({ wanted: LUMIERE, pending: 0 });
  });

  it('is forgotten when the visitor gives up signing in', () => {
    const state = run([{ type: 'toggleRequested', provider: LUMIERE }, { type: 'signInCancelled' }]);
    expect(state.wanted).toBeNull();
    const later = run(
      [
        { type: 'sessionChanged', signedIn: true },
        { type: 'loaded', ids: [] },
      ],
      state,
    );
    expect(later.pending.size).toBe(0);
  });
});
