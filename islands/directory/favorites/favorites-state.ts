/** A provider as a heart knows it. */
export interface FavoriteProvider {
  publicId: string;
  /** Names the provider in what is announced. */
  name: string;
}

/** What the hearts tell the visitor after a toggle, in words chosen by the view. */
export type FavoriteNotice =
  | { kind: 'added' | 'removed'; provider: FavoriteProvider; serial: number }
  | { kind: 'failed'; provider: FavoriteProvider; cause: unknown; serial: number };

/**
 * The signed-in couple's favourites, shared by every heart of the page. Toggles are optimistic: a heart
 * changes at the click, and goes back (with a message) when the server refuses.
 */
export interface FavoritesState {
  /** The browser holds a session (a token): favourites can be read and changed. */
  signedIn: boolean;
  /** `loading` from the sign-in until the list arrives; a failure to load is ignored (SPEC §8). */
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The favourites as the server last said, with the toggles in flight applied. */
  ids: ReadonlySet<string>;
  /** Toggles sent and not answered yet, with what each heart showed before the click. */
  pending: ReadonlyMap<string, { provider: FavoriteProvider; wasFavorite: boolean }>;
  /**
   * A heart clicked before the favourites were known (by an anonymous visitor, or while they load): the
   * provider is added once they are, unless it is already there.
   */
  wanted: FavoriteProvider | null;
  notice: FavoriteNotice | null;
  /** Increases with every notice, so that the same text said twice is announced twice. */
  serial: number;
}

export type FavoritesAction =
  | { type: 'sessionChanged'; signedIn: boolean }
  | { type: 'loaded'; ids: readonly string[] }
  | { type: 'loadFailed' }
  | { type: 'toggleRequested'; provider: FavoriteProvider }
  | { type: 'toggleAnswered'; publicId: string; isFavorite: boolean }
  | { type: 'toggleFailed'; publicId: string; cause: unknown }
  | { type: 'signInCancelled' };

export function initialFavorites(): FavoritesState {
  return {
    signedIn: false,
    load: 'idle',
    ids: new Set(),
    pending: new Map(),
    wanted: null,
    notice: null,
    serial: 0,
  };
}

function withNotice(state: FavoritesState, notice: FavoriteNotice): FavoritesState {
  return { ...state, notice, serial: notice.serial };
}

function noticeOf(
  state: FavoritesState,
  kind: 'added' | 'removed',
  provider: FavoriteProvider,
): FavoritesState {
  const serial = state.serial + 1;
  return withNotice(state, { kind, provider, serial });
}

function withFavorite(ids: ReadonlySet<string>, publicId: string, favorite: boolean): ReadonlySet<string> {
  if (ids.has(publicId) === favorite) return ids;
  const next = new Set(ids);
  if (favorite) next.add(publicId);
  else next.delete(publicId);
  return next;
}

/** Sends the toggle of one heart: its new state shows at once, the old one is kept to go back to. */
function startToggle(state: FavoritesState, provider: FavoriteProvider): FavoritesState {
  const wasFavorite = state.ids.has(provider.publicId);
  const pending = new Map(state.pending).set(provider.publicId, { provider, wasFavorite });
  return { ...state, ids: withFavorite(state.ids, provider.publicId, !wasFavorite), pending };
}

/** The favourites are known (or will not be): the heart clicked while they were not is added now. */
function settle(state: FavoritesState): FavoritesState {
  const { wanted } = state;
  if (wanted === null) return state;
  const next = { ...state, wanted: null };
  if (next.ids.has(wanted.publicId)) return noticeOf(next, 'added', wanted);
  return startToggle(next, wanted);
}

function withoutPending(state: FavoritesState, publicId: string): FavoritesState {
  const pending = new Map(state.pending);
  pending.delete(publicId);
  return { ...state, pending };
}

/** The favourites' transitions (SPEC §4 "Favourites toggle: removed if present, otherwise added"). */
export function favoritesReducer(state: FavoritesState, action: FavoritesAction): FavoritesState {
  switch (action.type) {
    case 'sessionChanged':
      if (action.signedIn === state.signedIn) return state;
      return action.signedIn
        ? { ...state, signedIn: true, load: 'loading', ids: new Set(), pending: new Map() }
        : { ...state, signedIn: false, load: 'idle', ids: new Set(), pending: new Map() };

    case 'loaded':
      if (state.load !== 'loading') return state;
      return settle({ ...state, load: 'loaded', ids: new Set(action.ids) });

    case 'loadFailed':
      // Silently: the hearts show no favourite, and a toggle still works (the server answers the new state).
      if (state.load !== 'loading') return state;
      return settle({ ...state, load: 'failed' });

    case 'toggleRequested':
      if (state.pending.has(action.provider.publicId)) return state;
      if (!state.signedIn || state.load === 'loading') return { ...state, wanted: action.provider };
      return startToggle(state, action.provider);

    case 'toggleAnswered': {
      const sent = state.pending.get(action.publicId);
      if (!sent) return state;
      const next = withoutPending(state, action.publicId);
      return noticeOf(
        { ...next, ids: withFavorite(next.ids, action.publicId, action.isFavorite) },
        action.isFavorite ? 'added' : 'removed',
        sent.provider,
      );
    }

    case 'toggleFailed': {
      const sent = state.pending.get(action.publicId);
      if (!sent) return state;
      const next = withoutPending(state, action.publicId);
      const serial = state.serial + 1;
      return withNotice(
        { ...next, ids: withFavorite(next.ids, action.publicId, sent.wasFavorite) },
        { kind: 'failed', provider: sent.provider, cause: action.cause, serial },
      );
    }

    case 'signInCancelled':
      return state.signedIn ? state : { ...state, wanted: null };
  }
}
