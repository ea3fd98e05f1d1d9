import { effect } from '@preact/signals-react';
import { useSyncExternalStore } from 'react';
import { currentUser } from './current-user';
import { onSessionExpired } from './session-expired';
import { holdsSession } from './token-cookies';

/** Calls `onChange` whenever the session may have changed: a sign-in or a sign-out anywhere on the page, an expiry. */
function watchSession(onChange: () => void): () => void {
  const stopFollowingUser = effect(() => {
    // Read to be called again at each change of the user: signed in, signed out, expired.
    void currentUser.value;
    onChange();
  });
  const stopFollowingExpiry = onSessionExpired(onChange);
  return () => {
    stopFollowingUser();
    stopFollowingExpiry();
  };
}

/**
 * Whether the browser holds a session (a token, or the refresh token that renews an expired one), followed as
 * it changes: a page served to a signed-in visitor has one before anyone asks who they are, so this does not
 * wait for the current user.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(watchSession, holdsSession, () => false);
}
