import { effect } from '@preact/signals-react';
import { apiClient } from '@shared/api/client';
import { me } from '@shared/api/contract/session';
import {
  currentUser,
  getAccessToken,
  isLoggedIn,
  logout,
  onSessionExpired,
  storeSession,
} from '@shared/session';
import { calendarToday } from '@shared/validation';
import type { ContactPorts, ClockPort, SessionPort, SmsCodeReceiver } from './contact-ports';

let userLoad: { token: string; done: Promise<void> } | undefined;

/** GET /api/me once for all the widgets that start together with the same token. */
function loadUser(token: string): Promise<void> {
  if (userLoad?.token === token) return userLoad.done;
  const done = apiClient
    .call(me, {})
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
  async restore() {
    const token = getAccessToken();
    if (token === undefined) {
      // The cookies are the truth: a user without a token (expired, signed out in another tab) is stale.
      if (currentUser.value !== null) logout();
      return false;
    }
    if (isLoggedIn.value) return true;
    try {
      await loadUser(token);
    } catch {
      // SPEC §2: a failed check is ignored; the widget starts on account.
    }
    return isLoggedIn.value;
  },
  isLoggedIn: () => isLoggedIn.value,
  watchLoggedIn: (listener) => effect(() => listener(isLoggedIn.value)),
  onExpired: (listener) => onSessionExpired(() => listener()),
  store: storeSession,
};

/** The page's clock, looked up at each call: a clock installed by a test after this module loaded is used. */
export const browserClock: ClockPort = {
  now: () => Date.now(),
  today: () => calendarToday(new Date()),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

interface OtpCredential extends Credential {
  readonly code: string;
}

/** WebOTP (Chrome on Android): the browser offers the code of an SMS ending with `@host #123456`. */
export function webOtpReceiver(): SmsCodeReceiver | undefined {
  if (typeof window === 'undefined' || !('OTPCredential' in window)) return undefined;
  return async (signal) => {
    // The `otp` member is not in TypeScript's DOM types yet.
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions;
    const credential = (await navigator.credentials.get(options)) as OtpCredential | null;
    return credential?.code ?? null;
  };
}

export const onPageShown: ContactPorts['onPageShown'] = (listener) => {
  const shown = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', shown);
  return () => document.removeEventListener('visibilitychange', shown);
};
