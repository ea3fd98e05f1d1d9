import type { User } from '../api/contract/session';
import { currentUser } from './current-user';
import { broadcastSessionExpired } from './session-expired';
import { clearTokens, storeTokens, type SessionTokens } from './token-cookies';

export interface SignedInSession extends SessionTokens {
  user: User;
}

/** After check_account or register: keeps the tokens and makes the user current. */
export function storeSession({ user, token, refresh_token }: SignedInSession): void {
  storeTokens({ token, refresh_token });
  currentUser.value = user;
}

/** Forgets the session on this browser; revoking it on the server is the `logout` endpoint's job. */
export function logout(): void {
  clearTokens();
  currentUser.value = null;
}

/** The session can no longer be renewed: forget it and tell the page, which asks the user to sign in again. */
export function expireSession(): void {
  logout();
  broadcastSessionExpired();
}
