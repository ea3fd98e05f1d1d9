import { serverFieldMessages } from '@shared/forms/server-field-errors';
import { completeCode } from '@shared/ui/otp-input/otp-entry';
import { isValidPhone, toE164 } from '@shared/validation/phone/phone';
import type { SignInAction } from './sign-in-actions';
import {
  emptyCode,
  MAX_RESENDS,
  RESEND_DELAY_SECONDS,
  restartSignIn,
  type AccountState,
  type SignInNotice,
  type SignInState,
} from './sign-in-state';

function withAccount(state: SignInState, changes: Partial<AccountState>): SignInState {
  return { ...state, account: { ...state.account, ...changes } };
}

function withNotice(state: SignInState, notice: SignInNotice): SignInState {
  const serial = state.serial + 1;
  return { ...state, serial, notice: { ...notice, serial } };
}

/** Whether a new code may be asked for now (docs/product/phone-sign-in.md#resend-timer). */
export function canResend(account: AccountState): boolean {
  return (
    account.step === 'code' &&
    !account.sendingCode &&
    !account.verifying &&
    !account.checkingAccount &&
    account.resendSeconds === 0 &&
    account.resendCount < MAX_RESENDS
  );
}

/**
 * Whether the server refused the code itself (a 400 naming the `code` field: wrong, expired or used up), as
 * opposed to failing to check it (unreachable, too many requests, an error of its own).
 */
function isCodeRefusal(cause: unknown): boolean {
  return serverFieldMessages(cause)?.code !== undefined;
}

function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The phone sign-in (docs/product/phone-sign-in.md#sign-in-flow and #resend-timer) as a pure transition: the
 * phone, the code and its resend timer, the account check, then, for a phone without an account, the
 * registration's outcome. Side effects are not made here: `SignInEffects` watches the state for requests to
 * make (`sendingCode`, `verifying`, `checkingAccount`) and dispatches their answers. The inscription's fields
 * and city suggestions are its form's (shared/forms, shared/queries/localities.ts), not this state's.
 */
export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  const account = state.account;
  const busy = account.sendingCode || account.verifying || account.checkingAccount;
  switch (action.type) {
    case 'countryChanged':
      if (account.step !== 'phone') return state;
      return withAccount(state, {
        country: action.country,
        phoneValid: isValidPhone(account.phoneInput, action.country),
      });

    case 'phoneChanged':
      if (account.step !== 'phone') return state;
      return withAccount(state, {
        phoneInput: action.input,
        phoneValid: isValidPhone(action.input, account.country),
      });

    case 'phoneLeft':
      return withAccount(state, { phoneChecked: account.phoneChecked || account.phoneInput.trim() !== '' });

    case 'phoneSubmitted': {
      if (account.step !== 'phone' || busy) return state;
      const phone = toE164(account.phoneInput, account.country);
      if (phone === null) return withAccount(state, { phoneChecked: true, phoneValid: false });
      return withAccount(
        { ...state, notice: null },
        { phoneChecked: true, phoneValid: true, phone, sendingCode: true },
      );
    }

    case 'codeSent': {
      if (!account.sendingCode || account.phone === null) return state;
      const resent = account.step === 'code';
      const next = withAccount(state, {
        step: 'code',
        sendingCode: false,
        digits: emptyCode(),
        codeInvalid: false,
        resendAvailableAt: action.now + RESEND_DELAY_SECONDS * 1000,
        resendSeconds: RESEND_DELAY_SECONDS,
        resendCount: resent ? account.resendCount + 1 : 0,
        codeRound: account.codeRound + 1,
      });
      return withNotice(next, { kind: 'code-sent', phone: account.phone });
    }

    case 'codeSendFailed':
      if (!account.sendingCode) return state;
      return withNotice(withAccount(state, { sendingCode: false }), { kind: 'failed', cause: action.cause });

    case 'phoneChangeRequested':
      if (account.step !== 'code' || busy) return state;
      return withAccount(
        { ...state, notice: null },
        { step: 'phone', digits: emptyCode(), codeInvalid: false, resendSeconds: 0, resendCount: 0 },
      );

    case 'codeChanged': {
      if (account.step !== 'code' || account.verifying || account.checkingAccount) return state;
      const complete = completeCode(action.digits) !== null;
      return withAccount(complete ? { ...state, notice: null } : state, {
        digits: [...action.digits],
        codeInvalid: false,
        verifying: complete,
      });
    }

    case 'codeSubmitted':
      if (account.step !== 'code' || account.verifying || account.checkingAccount) return state;
      if (completeCode(account.digits) === null) return withAccount(state, { codeInvalid: true });
      return withAccount({ ...state, notice: null }, { codeInvalid: false, verifying: true });

    case 'codeVerified':
      if (!account.verifying) return state;
      return withAccount(state, { verifying: false, checkingAccount: true });

    case 'codeRejected':
      if (!account.verifying) return state;
      // A refused code is said once, on the code field ("Code invalide"); a failed check is a notice, and the
      // code stays in its boxes to be tried again.
      if (isCodeRefusal(action.cause)) {
        return withAccount(
          { ...state, notice: null },
          { verifying: false, codeInvalid: true, digits: emptyCode(), codeRound: account.codeRound + 1 },
        );
      }
      return withNotice(withAccount(state, { verifying: false, codeInvalid: false }), {
        kind: 'failed',
        cause: action.cause,
      });

    case 'resendRequested':
      if (!canResend(account)) return state;
      return withAccount({ ...state, notice: null }, { sendingCode: true });

    case 'clockTicked': {
      if (account.resendSeconds === 0) return state;
      const seconds = secondsUntil(account.resendAvailableAt, action.now);
      return seconds === account.resendSeconds ? state : withAccount(state, { resendSeconds: seconds });
    }

    case 'accountChecked': {
      if (!account.checkingAccount) return state;
      const checked = withAccount(state, { checkingAccount: false });
      if (!action.hasAccount) return { ...checked, page: 'inscription', notice: null };
      return { ...checked, signedIn: action.loggedIn, notice: null };
    }

    case 'accountCheckFailed':
      if (!account.checkingAccount) return state;
      return withNotice(withAccount(state, { checkingAccount: false }), {
        kind: 'failed',
        cause: action.cause,
      });

    case 'registrationStarted':
      if (state.page !== 'inscription') return state;
      return { ...state, notice: null };

    case 'registered':
      if (state.page !== 'inscription') return state;
      return { ...state, signedIn: action.loggedIn };

    case 'registrationFailed':
      if (state.page !== 'inscription') return state;
      return withNotice(state, { kind: 'register-failed', cause: action.cause });

    case 'sessionChanged':
      return action.loggedIn === state.signedIn ? state : { ...state, signedIn: action.loggedIn };

    case 'sessionExpired': {
      // Back to the phone, saying why, unless the phone step is already on show.
      const onAccount = state.page === 'account' ? state : restartSignIn(state);
      return withNotice({ ...onAccount, signedIn: false }, { kind: 'session-expired' });
    }
  }
}
