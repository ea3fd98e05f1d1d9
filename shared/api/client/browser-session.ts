import { expireSession } from '@shared/session/session';
import { getAccessToken, getRefreshToken, storeTokens } from '@shared/session/token-cookies';
import type { ClientSession } from './api-client';

/** The session of the page: tokens in cookies, expiry clears the current user and broadcasts the event. */
export const browserSession: ClientSession = {
  getAccessToken,
  getRefreshToken,
  storeTokens,
  expire: expireSession,
};
