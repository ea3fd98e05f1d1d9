import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { ApiClient } from '@shared/api/client';
import type { Language } from '@shared/i18n';
import { favorites, toggleFavorite } from '@shared/api/contract/directory';
import {
  favoritesReducer,
  initialFavorites,
  type FavoriteNotice,
  type FavoritesAction,
  type FavoritesState,
} from './favorites-state';

/** Everything the favourites do to the outside world goes through these. */
export interface FavoritesPorts {
  api: Pick<ApiClient, 'call'>;
  /** Whether the browser holds a session now. */
  hasSession(): boolean;
  /** Calls `listener` whenever the session may have changed (a sign-in or a sign-out anywhere on the page). */
  watchSession(listener: () => void): () => void;
  /** Tells the visitor what became of a toggle. */
  announce(notice: FavoriteNotice, language: Language): void;
}

/**
 * The favourites of the page: one state (a signal every heart reads), one `dispatch` through the pure
 * reducer, and the calls it leads to: the list, read once per sign-in for all the hearts, and each toggle.
 */
export class FavoritesStore {
  readonly #state = signal<FavoritesState>(initialFavorites());
  readonly #ports: FavoritesPorts;
  #language: Language = 'fr';
  #started = false;
  /** Counts the loads, so that the answer to a load made for an earlier session is dropped. */
  #loads = 0;

  constructor(ports: FavoritesPorts) {
    this.#ports = ports;
  }

  get state(): ReadonlySignal<FavoritesState> {
    return this.#state;
  }

  /** Called by every heart; the first call reads the session and follows it for the page's lifetime. */
  start(language: Language): void {
    if (this.#started) return;
    this.#started = true;
    this.#language = language;
    const follow = () => this.dispatch({ type: 'sessionChanged', signedIn: this.#ports.hasSession() });
    follow();
    this.#ports.watchSession(follow);
  }

  readonly dispatch = (action: FavoritesAction): void => {
    const previous = this.#state.value;
    const next = favoritesReducer(previous, action);
    if (next === previous) return;
    this.#state.value = next;
    if (previous.load !== 'loading' && next.load === 'loading') this.#load();
    for (const publicId of next.pending.keys()) {
      if (!previous.pending.has(publicId)) this.#toggle(publicId);
    }
    if (next.notice !== null && next.notice !== previous.notice) {
      this.#ports.announce(next.notice, this.#language);
    }
  };

  #load(): void {
    const load = ++this.#loads;
    this.#ports.api.call(favorites, {}, { language: this.#language }).then(
      (answer) => {
        if (load !== this.#loads) return;
        this.dispatch({ type: 'loaded', ids: answer.favorites.map((provider) => provider.publicId) });
      },
      () => {
        if (load === this.#loads) this.dispatch({ type: 'loadFailed' });
      },
    );
  }

  #toggle(publicId: string): void {
    this.#ports.api.call(toggleFavorite, { publicId }, { language: this.#language }).then(
      (answer) => this.dispatch({ type: 'toggleAnswered', publicId, isFavorite: answer.isFavorite }),
      (cause: unknown) => this.dispatch({ type: 'toggleFailed', publicId, cause }),
    );
  }
}
