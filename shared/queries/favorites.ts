import { useMutationState, type Mutation } from '@tanstack/react-query';
import * as directoryApi from '@shared/api/contract/directory';
import type { RequestOf, ResponseOf } from '@shared/api/endpoint';
import { endpointMutationKey, useEndpointMutation, useEndpointQuery } from '@shared/api/query';
import { getAccessToken } from '@shared/session/token-cookies';

/**
 * The signed-in couple's favourites (GET /api/directory/favorites, POST /api/directory/toggle-favorite), as
 * the hearts of a page show and change them. Read once per sign-in for all the hearts of the page, read again
 * after each toggle. Fresh for five minutes: hearts that appear later (another page of results) show what
 * another tab may have changed meanwhile.
 */
export const FAVORITES_STALE_TIME_MS = 5 * 60_000;

type FavoritesAnswer = ResponseOf<typeof directoryApi.favorites>;
type ToggleAnswer = ResponseOf<typeof directoryApi.toggleFavorite>;
type ToggleInput = RequestOf<typeof directoryApi.toggleFavorite>;

/** What a toggle in flight expects: the opposite of what its heart showed at the click. */
interface ToggleContext {
  wasFavorite: boolean;
}

const idsOf = (answer: FavoritesAnswer): ReadonlySet<string> =>
  new Set(answer.favorites.map((provider) => provider.publicId));

/** The favourites' public ids, read only while the browser holds a session. */
export function useFavoriteIds({ signedIn, language }: { signedIn: boolean; language: string }) {
  return useEndpointQuery(
    directoryApi.favorites,
    {},
    { enabled: signedIn, language, staleTime: FAVORITES_STALE_TIME_MS, select: idsOf },
  );
}

/** One toggle of a provider, as the page's mutation cache keeps it. */
export interface ToggleRecord {
  status: 'idle' | 'pending' | 'success' | 'error';
  submittedAt: number;
  /** The server's answer, once it has answered. */
  isFavorite: boolean | undefined;
  /** What the heart showed at the click, once the toggle has started. */
  wasFavorite: boolean | undefined;
}

function recordOf(mutation: Mutation<ToggleAnswer, Error, ToggleInput, ToggleContext>): ToggleRecord {
  const { status, submittedAt, data, context } = mutation.state;
  return { status, submittedAt, isFavorite: data?.isFavorite, wasFavorite: context?.wasFavorite };
}

/** The toggles of one provider sent from this page, oldest first, whichever heart sent them. */
export function useFavoriteToggles(publicId: string): readonly ToggleRecord[] {
  return useMutationState({
    filters: {
      mutationKey: endpointMutationKey(directoryApi.toggleFavorite),
      predicate: (mutation) => (mutation.state.variables as ToggleInput | undefined)?.publicId === publicId,
    },
    select: recordOf,
  });
}

/**
 * Whether a heart shows its provider as a favourite: the outcome a toggle in flight expects (optimistic);
 * else what the server said last, the list (read at `readAt`) or the answer to a toggle sent after it was read
 * (the list may not be readable: the toggle's answer still counts).
 */
export function shownAsFavorite(
  publicId: string,
  list: { ids: ReadonlySet<string>; readAt: number } | undefined,
  toggles: readonly ToggleRecord[],
): boolean {
  const last = toggles.at(-1);
  if (last?.status === 'pending' && last.wasFavorite !== undefined) return !last.wasFavorite;
  const answered = toggles.findLast((toggle) => toggle.status === 'success');
  if (answered?.isFavorite !== undefined && answered.submittedAt >= (list?.readAt ?? 0)) {
    return answered.isFavorite;
  }
  return list?.ids.has(publicId) ?? false;
}

export interface FavoriteOptions {
  /** The browser holds a session (useHasSession): favourites can be read and changed. */
  signedIn: boolean;
  language: string;
  /** The server has toggled the provider (its answer), while the session that sent it still holds. */
  onToggled?: (answer: ToggleAnswer) => void;
  onToggleFailed?: (cause: Error) => void;
}

/**
 * One provider's heart: whether it is a favourite, whether the favourites are known yet (read, or failed to
 * be), and the toggle, optimistic: the heart changes at the click and goes back if the server refuses. Every
 * heart of the provider on the page shows the same.
 */
export function useFavorite(
  publicId: string,
  { signedIn, language, onToggled, onToggleFailed }: FavoriteOptions,
) {
  const list = useFavoriteIds({ signedIn, language });
  const toggles = useFavoriteToggles(publicId);
  const isFavorite =
    signedIn &&
    shownAsFavorite(
      publicId,
      list.data === undefined ? undefined : { ids: list.data, readAt: list.dataUpdatedAt },
      toggles,
    );
  const mutation = useEndpointMutation(directoryApi.toggleFavorite, {
    invalidates: [directoryApi.favorites],
    language,
    onMutate: (): ToggleContext => ({ wasFavorite: isFavorite }),
    onSuccess(answer) {
      // An answer that comes back after a sign-out is for a session that is gone.
      if (getAccessToken() !== undefined) onToggled?.(answer);
    },
    onError: (cause) => onToggleFailed?.(cause),
  });
  const toggling = toggles.at(-1)?.status === 'pending';
  return {
    isFavorite,
    known: signedIn && list.status !== 'pending',
    /** Sends the toggle, unless one of this provider's is still unanswered. */
    toggle() {
      if (!toggling) mutation.mutate({ publicId });
    },
  };
}
