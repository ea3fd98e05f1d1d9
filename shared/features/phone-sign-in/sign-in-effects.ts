import * as authApi from '@shared/api/contract/auth';
import { callOrReport } from '@shared/api/client/call-or-report';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import type { Language } from '@shared/i18n';
import type { SignInAction } from './sign-in-actions';
import type { SignInPorts, TimerHandle } from './sign-in-ports';
import type { SignInState } from './sign-in-state';

/**
 * Every side effect of a phone sign-in, here and nowhere else. After each transition of the state that holds
 * the sign-in, `react` compares its sign-in before and after: a request that became pending (`sendingCode`,
 * `verifying`, `checkingAccount`) is made and its answer dispatched; the resend clock and the
 * SMS receiver follow the code step. The registration is asked for by its form, which shows its refusal.
 */
export class SignInEffects {
  readonly #ports: SignInPorts;
  readonly #dispatch: (action: SignInAction) => void;
  readonly #language: () => Language;
  /** Aborts every call in flight when the sign-in goes away. */
  #lifetime = new AbortController();
  #resendTick: TimerHandle | undefined;
  #smsReceiver: AbortController | undefined;

  constructor(ports: SignInPorts, dispatch: (action: SignInAction) => void, language: () => Language) {
    this.#ports = ports;
    this.#dispatch = dispatch;
    this.#language = language;
  }

  start(): void {
    this.#lifetime = new AbortController();
  }

  stop(): void {
    this.#lifetime.abort();
    this.#stopResendClock();
    this.#smsReceiver?.abort();
    this.#smsReceiver = undefined;
  }

  react(previous: SignInState, next: SignInState, action: { type: string }): void {
    const [was, is] = [previous.account, next.account];
    if (!was.sendingCode && is.sendingCode && is.phone) this.#sendCode(is.phone);
    if (!was.verifying && is.verifying && is.phone) this.#verifyCode(is.phone, is.digits.join(''));
    if (!was.checkingAccount && is.checkingAccount && is.phone) this.#checkAccount(is.phone);
    this.#followResendClock(next);
    this.#followSmsReceiver(next, action);
  }

  /**
   * Creates the account of the verified phone and stores its session. Rejects with the server's refusal, for
   * the form to show on its fields or as a whole; resolves without a word when the sign-in went away.
   */
  async register(registration: authApi.Registration): Promise<void> {
    const signal = this.#lifetime.signal;
    this.#dispatch({ type: 'registrationStarted' });
    let session: ResponseOf<typeof authApi.register>;
    try {
      session = await this.#ports.api.call(authApi.register, registration, {
        signal,
        language: this.#language(),
      });
    } catch (cause) {
      if (signal.aborted) return;
      throw cause;
    }
    this.#ports.session.store(session);
    this.#dispatch({ type: 'registered', loggedIn: this.#ports.session.isLoggedIn() });
  }

  /** Makes a call that lives as long as the sign-in; resolves undefined when it went away. */
  #call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    onFailure: (cause: unknown) => void,
    signal: AbortSignal = this.#lifetime.signal,
  ): Promise<ResponseOf<E> | undefined> {
    return callOrReport(this.#ports.api, endpoint, input, { signal, language: this.#language(), onFailure });
  }

  #sendCode(phone: string): void {
    const failed = (cause: unknown) => this.#dispatch({ type: 'codeSendFailed', cause });
    void this.#call(authApi.checkPhone, { phone }, failed).then(
      (answer) => answer && this.#dispatch({ type: 'codeSent', now: this.#ports.clock.now() }),
    );
  }

  #verifyCode(phone: string, code: string): void {
    const rejected = (cause: unknown) => this.#dispatch({ type: 'codeRejected', cause });
    void this.#call(authApi.verifyPhone, { phone, code }, rejected).then(
      (answer) => answer && this.#dispatch({ type: 'codeVerified' }),
    );
  }

  #checkAccount(phone: string): void {
    const failed = (cause: unknown) => this.#dispatch({ type: 'accountCheckFailed', cause });
    void this.#call(authApi.checkAccount, { phone }, failed).then(async (answer) => {
      if (!answer) return;
      if (!answer.hasAccount) {
        // The page shows once its code is there (a failed load is retried when the page renders).
        await this.#ports.prepareInscription().catch(() => undefined);
        if (!this.#lifetime.signal.aborted) this.#dispatch({ type: 'accountChecked', hasAccount: false });
        return;
      }
      const { user, token, refresh_token } = answer;
      this.#ports.session.store({ user, token, refresh_token });
      this.#dispatch({
        type: 'accountChecked',
        hasAccount: true,
        loggedIn: this.#ports.session.isLoggedIn(),
      });
    });
  }

  #stopResendClock(): void {
    if (this.#resendTick === undefined) return;
    this.#ports.clock.clearInterval(this.#resendTick);
    this.#resendTick = undefined;
  }

  /** Ticks every second while the resend countdown runs on the code step. */
  #followResendClock(state: SignInState): void {
    const { step, resendSeconds } = state.account;
    const counting = state.page === 'account' && step === 'code' && resendSeconds > 0;
    if (!counting) {
      this.#stopResendClock();
      return;
    }
    if (this.#resendTick !== undefined) return;
    const { clock } = this.#ports;
    this.#resendTick = clock.setInterval(
      () => this.#dispatch({ type: 'clockTicked', now: clock.now() }),
      1000,
    );
  }

  /** Listens for the SMS (WebOTP) while the code step waits for a code, afresh after each code sent. */
  #followSmsReceiver(state: SignInState, action: { type: string }): void {
    const receive = this.#ports.receiveSmsCode;
    const { step, verifying, checkingAccount } = state.account;
    const waiting = state.page === 'account' && step === 'code' && !verifying && !checkingAccount;
    if (!receive || !waiting) {
      this.#smsReceiver?.abort();
      this.#smsReceiver = undefined;
      return;
    }
    if (this.#smsReceiver && action.type !== 'codeSent') return;
    this.#smsReceiver?.abort();
    const listening = new AbortController();
    this.#smsReceiver = listening;
    receive(AbortSignal.any([listening.signal, this.#lifetime.signal]))
      .then((code) => {
        if (listening.signal.aborted || code === null || !/^\d+$/.test(code)) return;
        this.#dispatch({ type: 'codeChanged', digits: [...code] });
      })
      .catch(() => {
        // No SMS read (refused, timed out, aborted): the visitor types the code.
      });
  }
}
