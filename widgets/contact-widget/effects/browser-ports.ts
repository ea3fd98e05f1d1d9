import { apiClient } from '@shared/api/client';
import * as sessionApi from '@shared/api/contract/session';
import { browserSignInSession } from '@shared/features/phone-sign-in/browser-ports';
import { currentUser, getAccessToken, getRefreshToken, isLoggedIn, logout } from '@shared/session';
import type { ContactPorts, SessionPort } from './contact-ports';

let userLoad: { token: string; done: Promise<void> } | undefined;

/** GET /api/me once for all the widgets that start together with the same token (or refresh token). */
function loadUser(token: string): Promise<void> {
  if (userLoad?.token === token) return userLoad.done;
  const done = apiClient
    .call(sessionApi.me, {})
    .then(({ user }) => {
      if (getAccessToken() !== undefined) currentUser.value = user;
    })
    .finally(() => {
      if (userLoad?.done === done) userLoad = undefined;
    });
  userLoad = { token, done };
  return done;
}

export const browserSession: SessionPort = {
  ...browserSignInSession,
  async restore() {
    // An access token whose cookie has expired with it is renewed by the call with the refresh token.
    const token = getAccessToken() ?? getRefreshToken();
    if (token === undefined) {
      // The cookies are the truth: a user without a token (session over, signed out in another tab) is stale.
      if (currentUser.value !== null) logout();
      return false;
    }
    if (isLoggedIn.value) return true;
    try {
      await loadUser(token);
    } catch {
      // docs/product/contact-widget.md#page-flow: a failed check is ignored; the widget starts on account.
    }
    return isLoggedIn.value;
  },
};

export const onPageShown: ContactPorts['onPageShown'] = (listener) => {
  const shown = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', shown);
  return () => document.removeEventListener('visibilitychange', shown);
};
