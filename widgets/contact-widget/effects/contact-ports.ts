import type { SignedInSession } from '@shared/session';
import type { ApiClient } from '@shared/api/client';
import type { ElementEventDetail } from '@widgets/define';
import type { ContactWidgetEventName } from '../contact-widget-events';

/** The session as the widget uses it; shared by every widget of the page. */
export interface SessionPort {
  /**
   * Whether the visitor is signed in and done with onboarding, after checking a stored token with GET /api/me
   * (a failure counts as signed out and is not reported).
   */
  restore(): Promise<boolean>;
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
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Waits for the verification SMS and reads its code (the WebOTP API); resolves null when there is none. */
export type SmsCodeReceiver = (signal: AbortSignal) => Promise<string | null>;

export type EmitEvent = <Name extends ContactWidgetEventName>(
  name: Name,
  detail: ElementEventDetail<Name>,
) => void;

/** Everything the flow does to the outside world goes through these. */
export interface ContactPorts {
  api: Pick<ApiClient, 'call'>;
  session: SessionPort;
  clock: ClockPort;
  /** Undefined where the browser has no WebOTP. */
  receiveSmsCode: SmsCodeReceiver | undefined;
  emit: EmitEvent;
  /** Calls `listener` each time the page comes back into view (the visitor returns from another tab). */
  onPageShown: (listener: () => void) => () => void;
}
