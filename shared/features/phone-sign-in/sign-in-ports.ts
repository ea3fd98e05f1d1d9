import type { ApiClient } from '@shared/api/client';
import type { SignedInSession } from '@shared/session';

/** The page's session as the sign-in uses it; shared by every element and island of the page. */
export interface SignInSessionPort {
  /** Whether the visitor is signed in and done with onboarding. */
  isLoggedIn(): boolean;
  /** Calls `listener` now and at every change; returns the function that stops listening. */
  watchLoggedIn(listener: (loggedIn: boolean) => void): () => void;
  onExpired(listener: () => void): () => void;
  store(session: SignedInSession): void;
}

export type TimerHandle = ReturnType<typeof setInterval>;

/** Time, read through this port so that a test clock (vitest's, Playwright's `page.clock`) drives it. */
export interface ClockPort {
  now(): number;
  /** Today's date, `YYYY-MM-DD`, in the visitor's time zone. */
  today(): string;
  setInterval(run: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** Waits for the verification SMS and reads its code (the WebOTP API); resolves null when there is none. */
export type SmsCodeReceiver = (signal: AbortSignal) => Promise<string | null>;

/** Everything the sign-in does to the outside world goes through these. */
export interface SignInPorts {
  api: Pick<ApiClient, 'call'>;
  session: SignInSessionPort;
  clock: ClockPort;
  /** Undefined where the browser has no WebOTP. */
  receiveSmsCode: SmsCodeReceiver | undefined;
  /**
   * Loads what the inscription page needs (its code is fetched on demand): a phone without an account goes
   * there once it has, so that the page shows whole and its title can take the focus.
   */
  prepareInscription(): Promise<unknown>;
}
