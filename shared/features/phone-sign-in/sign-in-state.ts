import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { OTP_CODE_LENGTH } from '@shared/validation/otp-code-length';

/**
 * docs/product/phone-sign-in.md#resend-timer: a new code can be asked for 60 s after the previous one, at
 * most 4 times.
 */
export const RESEND_DELAY_SECONDS = 60;
export const MAX_RESENDS = 4;
export const CODE_LENGTH = OTP_CODE_LENGTH;

/** The sign-in's two pages: account (the phone, then the code sent to it), and inscription for a new phone. */
export type SignInPage = 'account' | 'inscription';

/**
 * Something the sign-in tells the user outside a form field. Causes are kept as they came (an `ApiError`, a
 * server text): the view words them in its language at render time.
 */
export type SignInNotice =
  | { kind: 'code-sent'; phone: string }
  | { kind: 'session-expired' }
  /** "Une erreur est survenue : {detail}" */
  | { kind: 'failed'; cause: unknown }
  /** "Une erreur est survenue lors de la requête au serveur : {detail}" */
  | { kind: 'register-failed'; cause: unknown };

export interface AccountState {
  step: 'phone' | 'code';
  country: CountryCode;
  phoneInput: string;
  phoneValid: boolean;
  /** The phone rule's message shows once the number was submitted or left, then follows each change. */
  phoneChecked: boolean;
  /** The E.164 number the code goes to, set when it is submitted. */
  phone: string | null;
  sendingCode: boolean;
  digits: readonly string[];
  /** "Code invalide": the code was submitted incomplete, or the server refused it. */
  codeInvalid: boolean;
  verifying: boolean;
  checkingAccount: boolean;
  /** Epoch ms after which a new code can be asked for. */
  resendAvailableAt: number;
  /** Whole seconds left before a resend, 0 when allowed; refreshed by clock ticks. */
  resendSeconds: number;
  /** How many codes were sent again after the first one. */
  resendCount: number;
  /** Increases each time the boxes are emptied for a new try (a code sent, a code refused): the view then
   * puts the focus in the first box. */
  codeRound: number;
}

export interface SignInState {
  /** The site's country: default phone country, city search, a typed city's country, form languages. */
  siteCountry: CountryCode;
  /** The inscription form's default language. */
  language: Language;
  page: SignInPage;
  account: AccountState;
  /** The session of the verified phone is stored, and its couple is done with onboarding. */
  signedIn: boolean;
  notice: (SignInNotice & { serial: number }) | null;
  /**
   * Increases with every new message, so that the same text said twice is announced twice. A host showing
   * messages of its own beside these lends its counter, so that no two messages share a number.
   */
  serial: number;
}

export interface SignInSetup {
  siteCountry: CountryCode;
  /** The inscription form's default language: the interface's when the site offers it, else the site's. */
  language: Language;
}

export function emptyCode(): string[] {
  return Array.from({ length: CODE_LENGTH }, () => '');
}

export function initialAccount(country: CountryCode): AccountState {
  return {
    step: 'phone',
    country,
    phoneInput: '',
    phoneValid: false,
    phoneChecked: false,
    phone: null,
    sendingCode: false,
    digits: emptyCode(),
    codeInvalid: false,
    verifying: false,
    checkingAccount: false,
    resendAvailableAt: 0,
    resendSeconds: 0,
    resendCount: 0,
    codeRound: 0,
  };
}

export function initialSignIn({ siteCountry, language }: SignInSetup): SignInState {
  return {
    siteCountry,
    language,
    page: 'account',
    account: initialAccount(siteCountry),
    signedIn: false,
    notice: null,
    serial: 0,
  };
}

/** The sign-in from its first step again, in the phone country last chosen; messages keep their numbering. */
export function restartSignIn(state: SignInState): SignInState {
  return {
    ...initialSignIn(state),
    account: initialAccount(state.account.country),
    serial: state.serial,
  };
}

export function withoutNotice(state: SignInState): SignInState {
  return state.notice === null ? state : { ...state, notice: null };
}
