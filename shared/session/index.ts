export { configureSession, type SessionConfiguration } from './configuration';
export { currentUser, isAuthenticated, isLoggedIn } from './current-user';
export { expireSession, logout, storeSession, type SignedInSession } from './session';
export {
  broadcastSessionExpired,
  onSessionExpired,
  SESSION_EXPIRED_EVENT,
  sessionExpiredMessage,
  type SessionExpiredDetail,
} from './session-expired';
export {
  ACCESS_TOKEN_COOKIE,
  clearTokens,
  getAccessToken,
  getRefreshToken,
  holdsSession,
  REFRESH_TOKEN_COOKIE,
  storeTokens,
  type SessionTokens,
} from './token-cookies';
