import { effect } from '@preact/signals-react';
import { apiClient } from '@shared/api/client';
import { isLoggedIn, onSessionExpired, storeSession } from '@shared/session';
import { calendarToday } from '@shared/validation/event-date';
import { loadInscriptionPage } from './pages/inscription-slot';
import type { ClockPort, SignInPorts, SignInSessionPort, SmsCodeReceiver } from './sign-in-ports';

/** The page's session: the token cookies and the current user that every element and island shares. */
export const browserSignInSession: SignInSessionPort = {
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

/** The sign-in's ports in a browser page: the page's API client, session and clock, WebOTP where there is one. */
export function browserSignInPorts(): SignInPorts {
  return {
    api: apiClient,
    session: browserSignInSession,
    clock: browserClock,
    receiveSmsCode: webOtpReceiver(),
    prepareInscription: loadInscriptionPage,
  };
}
