import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { TFunction } from 'i18next';
import { SessionExpiredError } from '@shared/api/client/errors';
import { checkAccount, checkPhone, register, verifyPhone } from '@shared/api/contract/auth';
import { searchLocality } from '@shared/api/contract/locality';
import { getProjects } from '@shared/api/contract/projects';
import {
  getSuggestedProviders,
  SEND_ERRORS,
  sendToProvider,
  SUGGESTION_ERRORS,
} from '@shared/api/contract/providers';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import { getI18n, type Language } from '@shared/i18n';
import type { ContactAction, SendOutcome } from '../flow/contact-actions';
import { contactReducer } from '../flow/contact-reducer';
import { initialState, type AccountState, type ContactSetup, type ContactState } from '../flow/contact-state';
import { errorMessages, wordMessage } from '../flow/flow-messages';
import { registrationOf } from '../flow/inscription-rules';
import type { ContactPorts, TimerHandle } from './contact-ports';

/** Wait this long after the last keystroke before asking for cities. */
export const CITY_SEARCH_DELAY_MS = 200;
const CITY_SEARCH_MIN_LENGTH = 2;
const CITY_SUGGESTIONS = '8';

export interface ContactFlowOptions {
  /**
   * The flow ends at the sign-in (account and inscription pages), as in the favourites' sign-in dialog: the
   * presentation page's projects are not asked for.
   */
  signInOnly?: boolean;
}

/**
 * One widget's flow: its state (a signal the view reads), the one `dispatch` that changes it through the pure
 * reducer, and every side effect, here and nowhere else. After each transition it compares the state before
 * and after: a request that became pending (`sendingCode`, `verifying`, a send `sending`…) is made, and its
 * answer dispatched; the resend clock and the SMS receiver follow the code step; the host page hears about
 * page changes, requests sent and errors shown.
 */
export class ContactFlow {
  readonly #state: Signal<ContactState>;
  readonly #ports: ContactPorts;
  #t: TFunction;
  #language: Language;
  #running = false;
  /** Aborts every call in flight when the widget goes away. */
  #lifetime = new AbortController();
  #stopListening: (() => void)[] = [];
  #resendTick: TimerHandle | undefined;
  #citySearch: { timer: TimerHandle; request: AbortController } | undefined;
  #smsReceiver: AbortController | undefined;
  #lastErrorSerial = 0;
  readonly #signInOnly: boolean;

  constructor(setup: ContactSetup, ports: ContactPorts, { signInOnly = false }: ContactFlowOptions = {}) {
    this.#signInOnly = signInOnly;
    this.#state = signal(initialState(setup));
    this.#ports = ports;
    this.#t = getI18n(setup.language).t;
    this.#language = setup.language;
  }

  get state(): ReadonlySignal<ContactState> {
    return this.#state;
  }

  /** The language of the texts the host page receives in `pp-contact-widget-error`. */
  setLanguage(language: Language): void {
    this.#t = getI18n(language).t;
    this.#language = language;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#lifetime = new AbortController();
    const { session, onPageShown } = this.#ports;
    this.#stopListening = [
      session.onExpired(() => this.dispatch({ type: 'sessionExpired' })),
      session.watchLoggedIn((loggedIn) => this.dispatch({ type: 'sessionChanged', loggedIn })),
      // Back from the new-project tab, the project just created is in the list (and selected).
      onPageShown(() => this.dispatch({ type: 'projectsRequested' })),
    ];
    void session.restore().then((loggedIn) => this.dispatch({ type: 'started', loggedIn }));
  }

  stop(): void {
    this.#running = false;
    this.#lifetime.abort();
    for (const stop of this.#stopListening.splice(0)) stop();
    this.#stopResendClock();
    this.#cancelCitySearch();
    this.#smsReceiver?.abort();
    this.#smsReceiver = undefined;
  }

  readonly dispatch = (action: ContactAction): void => {
    if (!this.#running) return;
    const previous = this.#state.value;
    const next = contactReducer(previous, action);
    if (next === previous) return;
    this.#state.value = next;
    this.#react(previous, next, action);
  };

  #react(previous: ContactState, next: ContactState, action: ContactAction): void {
    const [was, is] = [previous.account, next.account];
    if (!was.sendingCode && is.sendingCode && is.phone) this.#sendCode(is.phone);
    if (!was.verifying && is.verifying && is.phone) this.#verifyCode(is.phone, is.digits.join(''));
    if (!was.checkingAccount && is.checkingAccount && is.phone) this.#checkAccount(is.phone);
    this.#followResendClock(next.page === 'account' ? is : null);
    this.#followSmsReceiver(next, action);

    if (previous.inscription.cityQuery !== next.inscription.cityQuery) {
      this.#searchCity(next.inscription.cityQuery, next.siteCountry);
    }
    if (!previous.inscription.registering && next.inscription.registering) this.#register(next);

    const [before, after] = [previous.presentation, next.presentation];
    if (!before.projectsLoading && after.projectsLoading && !this.#signInOnly) this.#loadProjects();
    const projectId = after.selectedProjectId;
    if (projectId !== null) {
      for (const [id, send] of Object.entries(after.sends)) {
        if (send.status === 'sending' && before.sends[Number(id)]?.status !== 'sending') {
          this.#send(Number(id), projectId, send.message);
        }
      }
      if (!before.suggestions.loading && after.suggestions.loading) this.#loadSuggestions(projectId);
    }

    this.#tellHostPage(previous, next);
  }

  #tellHostPage(previous: ContactState, next: ContactState): void {
    const { emit } = this.#ports;
    if (!next.starting && (previous.starting || previous.page !== next.page)) {
      emit('pp-contact-widget-step', { step: next.page });
    }
    const projectId = next.presentation.selectedProjectId;
    for (const [id, send] of Object.entries(next.presentation.sends)) {
      const before = previous.presentation.sends[Number(id)];
      if (send.status === 'sent' && before?.status !== 'sent' && projectId !== null) {
        emit('pp-contact-widget-sent', { providerId: Number(id), projectId });
      }
    }
    for (const message of errorMessages(next)) {
      if (message.serial <= this.#lastErrorSerial) continue;
      this.#lastErrorSerial = message.serial;
      emit('pp-contact-widget-error', { message: wordMessage(message, this.#t), step: next.page });
    }
  }

  /** Makes a call that lives as long as the widget; resolves undefined when the widget went away. */
  async #call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    onFailure: (cause: unknown) => void,
    signal: AbortSignal = this.#lifetime.signal,
  ): Promise<ResponseOf<E> | undefined> {
    try {
      return await this.#ports.api.call(endpoint, input, { signal, language: this.#language });
    } catch (cause) {
      // A session that expired was broadcast (or signed out): the session listeners already moved the widget.
      if (!signal.aborted && !(cause instanceof SessionExpiredError)) onFailure(cause);
      return undefined;
    }
  }

  #sendCode(phone: string): void {
    void this.#call(checkPhone, { phone }, (cause) => this.dispatch({ type: 'codeSendFailed', cause })).then(
      (answer) => answer && this.dispatch({ type: 'codeSent', now: this.#ports.clock.now() }),
    );
  }

  #verifyCode(phone: string, code: string): void {
    void this.#call(verifyPhone, { phone, code }, (cause) =>
      this.dispatch({ type: 'codeRejected', cause }),
    ).then((answer) => answer && this.dispatch({ type: 'codeVerified' }));
  }

  #checkAccount(phone: string): void {
    const failed = (cause: unknown) => this.dispatch({ type: 'accountCheckFailed', cause });
    void this.#call(checkAccount, { phone }, failed).then((answer) => {
      if (!answer) return;
      if (!answer.hasAccount) {
        this.dispatch({ type: 'accountChecked', hasAccount: false });
        return;
      }
      const { user, token, refresh_token } = answer;
      this.#ports.session.store({ user, token, refresh_token });
      this.dispatch({ type: 'accountChecked', hasAccount: true, loggedIn: this.#ports.session.isLoggedIn() });
    });
  }

  #register(state: ContactState): void {
    const registration = registrationOf(state);
    if (registration === null) return;
    const failed = (cause: unknown) => this.dispatch({ type: 'registrationFailed', cause });
    void this.#call(register, registration, failed).then((answer) => {
      if (!answer) return;
      this.#ports.session.store(answer);
      this.dispatch({ type: 'registered', loggedIn: this.#ports.session.isLoggedIn() });
    });
  }

  #cancelCitySearch(): void {
    if (!this.#citySearch) return;
    this.#ports.clock.clearTimeout(this.#citySearch.timer);
    this.#citySearch.request.abort();
    this.#citySearch = undefined;
  }

  /** Suggestions are a help, not a step: a failed search just shows none. */
  #searchCity(query: string, country: ContactState['siteCountry']): void {
    this.#cancelCitySearch();
    if (query.length < CITY_SEARCH_MIN_LENGTH) return;
    const request = new AbortController();
    const signal = AbortSignal.any([request.signal, this.#lifetime.signal]);
    const timer = this.#ports.clock.setTimeout(() => {
      const input = { q: query, country, limit: CITY_SUGGESTIONS };
      void this.#call(searchLocality, input, () => {}, signal).then(
        (answer) =>
          answer && this.dispatch({ type: 'citySuggestionsLoaded', query, localities: answer.localities }),
      );
    }, CITY_SEARCH_DELAY_MS);
    this.#citySearch = { timer, request };
  }

  #loadProjects(): void {
    void this.#call(getProjects, {}, (cause) => this.dispatch({ type: 'projectsFailed', cause })).then(
      (answer) =>
        answer &&
        this.dispatch({
          type: 'projectsLoaded',
          projects: answer.projects,
          today: this.#ports.clock.today(),
        }),
    );
  }

  #send(providerId: number, projectId: number, message: string | null): void {
    const answered = (outcome: SendOutcome) =>
      this.dispatch({ type: 'sendAnswered', providerId, projectId, outcome });
    const input = { project: projectId, prestataire: providerId, ...(message ? { message } : {}) };
    void this.#call(sendToProvider, input, (cause) => answered({ kind: 'failed', cause })).then((answer) => {
      if (!answer) return;
      if (answer.success) answered({ kind: 'sent' });
      else if (answer.error === SEND_ERRORS.noMessage) answered({ kind: 'no-message' });
      else if (answer.error === SEND_ERRORS.alreadySent) answered({ kind: 'already-sent' });
      else answered({ kind: 'failed', cause: answer.error });
    });
  }

  #loadSuggestions(projectId: number): void {
    const failed = (cause: unknown) => this.dispatch({ type: 'suggestionsFailed', projectId, cause });
    void this.#call(getSuggestedProviders, { project: projectId }, failed).then((answer) => {
      if (!answer) return;
      if (answer.success)
        this.dispatch({ type: 'suggestionsLoaded', projectId, providers: answer.prestataires });
      else if (answer.error_slug === SUGGESTION_ERRORS.cityNotFound) {
        this.dispatch({ type: 'suggestionsCityNotFound', projectId });
      } else failed(answer.error);
    });
  }

  #stopResendClock(): void {
    if (this.#resendTick === undefined) return;
    this.#ports.clock.clearInterval(this.#resendTick);
    this.#resendTick = undefined;
  }

  /** Ticks every second while the resend countdown runs on the code step. */
  #followResendClock(account: AccountState | null): void {
    const counting = account !== null && account.step === 'code' && account.resendSeconds > 0;
    if (!counting) {
      this.#stopResendClock();
      return;
    }
    if (this.#resendTick !== undefined) return;
    const { clock } = this.#ports;
    this.#resendTick = clock.setInterval(
      () => this.dispatch({ type: 'clockTicked', now: clock.now() }),
      1000,
    );
  }

  /** Listens for the SMS (WebOTP) while the code step waits for a code, afresh after each code sent. */
  #followSmsReceiver(state: ContactState, action: ContactAction): void {
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
        this.dispatch({ type: 'codeChanged', digits: [...code] });
      })
      .catch(() => {
        // No SMS read (refused, timed out, aborted): the visitor types the code.
      });
  }
}
