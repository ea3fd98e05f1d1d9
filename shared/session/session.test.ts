// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureSession } from './configuration';
import { currentUser, isAuthenticated, isLoggedIn } from './current-user';
import { expireSession, logout, storeSession } from './session';
import { onSessionExpired, SESSION_EXPIRED_EVENT } from './session-expired';
import { clearTokens, getAccessToken, getRefreshToken } from './token-cookies';
import { EXAMPLE_USER } from '../api/contract/examples';

const user = EXAMPLE_USER;

function forgetEverySession() {
  configureSession({});
  clearTokens();
  currentUser.value = null;
}

// A worker's modules outlive a test file (isolate: false): an earlier file may have left someone signed in.
beforeEach(forgetEverySession);
afterEach(forgetEverySession);

describe('current user', () => {
  it('counts as logged in once onboarding is finished and as authenticated once a phone is set', () => {
    expect([isLoggedIn.value, isAuthenticated.value]).toEqual([false, false]);

    currentUser.value = { ...user, has_finished_onboarding: false };
    expect([isLoggedIn.value, isAuthenticated.value]).toEqual([false, true]);

    currentUser.value = { ...user, phone: null };
    expect([isLoggedIn.value, isAuthenticated.value]).toEqual([true, false]);

    currentUser.value = user;
    expect([isLoggedIn.value, isAuthenticated.value]).toEqual([true, true]);
  });
});

describe('session', () => {
  it('stores the tokens and makes the user current', () => {
    storeSession({ user, token: 'access-1', refresh_token: 'refresh-1' });

    expect(currentUser.value).toEqual(user);
    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('forgets the tokens and the user on logout, without telling anyone the session expired', () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    storeSession({ user, token: 'access-1', refresh_token: 'refresh-1' });

    logout();
    stop();

    expect(currentUser.value).toBeNull();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(expired).not.toHaveBeenCalled();
  });

  it('on expiry forgets the session and broadcasts the message on window', () => {
    const expired = vi.fn();
    const events: Event[] = [];
    const stop = onSessionExpired(expired);
    const record = (event: Event) => events.push(event);
    window.addEventListener(SESSION_EXPIRED_EVENT, record);
    storeSession({ user, token: 'access-1', refresh_token: 'refresh-1' });

    expireSession();
    stop();
    expireSession();
    window.removeEventListener(SESSION_EXPIRED_EVENT, record);

    expect(currentUser.value).toBeNull();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(expired.mock.calls).toEqual([[{ message: 'Votre session a expiré. Veuillez vous reconnecter.' }]]);
    expect(events).toHaveLength(2);
    expect(events[0]).toBeInstanceOf(CustomEvent);
  });

  it('says it in the configured language', () => {
    configureSession({ language: 'en' });
    const expired = vi.fn();
    const stop = onSessionExpired(expired);

    expireSession();
    stop();

    expect(expired).toHaveBeenCalledWith({ message: 'Your session has expired. Please log in again.' });
  });
});
