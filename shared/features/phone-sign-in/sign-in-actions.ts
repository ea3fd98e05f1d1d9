import type { CountryCode } from '@shared/sites';

/**
 * Everything that happens to a phone sign-in: what the user does, what the server answers, the clock and the
 * session. Answers carry what they answer (the query) so that a late answer to an old question is dropped.
 */
export type SignInAction =
  // Phone
  | { type: 'countryChanged'; country: CountryCode }
  | { type: 'phoneChanged'; input: string }
  | { type: 'phoneLeft' }
  | { type: 'phoneSubmitted' }
  | { type: 'codeSent'; now: number }
  | { type: 'codeSendFailed'; cause: unknown }
  | { type: 'phoneChangeRequested' }
  // Code
  | { type: 'codeChanged'; digits: readonly string[] }
  | { type: 'codeSubmitted' }
  | { type: 'codeVerified' }
  | { type: 'codeRejected'; cause: unknown }
  | { type: 'resendRequested' }
  | { type: 'clockTicked'; now: number }
  | { type: 'accountChecked'; hasAccount: false }
  | { type: 'accountChecked'; hasAccount: true; loggedIn: boolean }
  | { type: 'accountCheckFailed'; cause: unknown }
  // Inscription (its fields and city suggestions are the form's: only the registration's outcome is here)
  | { type: 'registrationStarted' }
  | { type: 'registered'; loggedIn: boolean }
  | { type: 'registrationFailed'; cause: unknown }
  // Session
  | { type: 'sessionChanged'; loggedIn: boolean }
  | { type: 'sessionExpired' };

const SIGN_IN_ACTION_TYPES: Readonly<Record<SignInAction['type'], true>> = {
  countryChanged: true,
  phoneChanged: true,
  phoneLeft: true,
  phoneSubmitted: true,
  codeSent: true,
  codeSendFailed: true,
  phoneChangeRequested: true,
  codeChanged: true,
  codeSubmitted: true,
  codeVerified: true,
  codeRejected: true,
  resendRequested: true,
  clockTicked: true,
  accountChecked: true,
  accountCheckFailed: true,
  registrationStarted: true,
  registered: true,
  registrationFailed: true,
  sessionChanged: true,
  sessionExpired: true,
};

/** Whether an action of a flow that holds a sign-in (the contact widget's) is the sign-in's. */
export function isSignInAction<Action extends { type: string }>(
  action: Action,
): action is Extract<Action, SignInAction> {
  return Object.hasOwn(SIGN_IN_ACTION_TYPES, action.type);
}
