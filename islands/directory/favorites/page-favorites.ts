import { effect } from '@preact/signals-react';
import { apiClient } from '@shared/api/client';
import { getI18n } from '@shared/i18n';
import { currentUser, getAccessToken, onSessionExpired } from '@shared/session';
import { wordFavoriteNotice } from './favorite-notice';
import { FavoritesStore } from './favorites-store';
import { announceOnPage } from './page-announcer';

/**
 * The favourites of this page, shared by every heart (the islands' and the search results'). The session is
 * the page's: a sign-in in any element stores the tokens and sets the current user, which the hearts follow.
 */
export const pageFavorites = new FavoritesStore({
  api: apiClient,
  hasSession: () => getAccessToken() !== undefined,
  watchSession(listener) {
    const stopFollowingUser = effect(() => {
      // Read to be called again at each change of the user: signed in, signed out, expired.
      void currentUser.value;
      listener();
    });
    const stopFollowingExpiry = onSessionExpired(listener);
    return () => {
      stopFollowingUser();
      stopFollowingExpiry();
    };
  },
  announce(notice, language) {
    announceOnPage(
      wordFavoriteNotice(notice, getI18n(language).t),
      notice.kind === 'failed' ? 'error' : 'news',
    );
  },
});
