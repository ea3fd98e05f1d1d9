import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { TFunction } from 'i18next';
import type * as authApi from '@shared/api/contract/auth';
import * as projectsApi from '@shared/api/contract/projects';
import * as providersApi from '@shared/api/contract/providers';
import { callOrReport } from '@shared/api/client/call-or-report';
import type { Endpoint, RequestOf, ResponseOf } from '@shared/api/endpoint';
import type { SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';
import { SignInEffects } from '@shared/features/phone-sign-in/sign-in-effects';
import { getI18n, type Language } from '@shared/i18n';
import type { ContactAction, SendOutcome } from '../flow/contact-actions';
import { contactReducer } from '../flow/contact-reducer';
import { initialState, type ContactPage, type ContactSetup, type ContactState } from '../flow/contact-state';
import { errorMessages, wordMessage } from '../flow/flow-messages';
import type { ContactPorts } from './contact-ports';

export interface ContactFlowSetup extends ContactSetup {
  /**
   * The widget's language, the one its texts were loaded in: the messages it shows and sends to the host page
   * (`pp-contact-widget-error`), and the server's texts inside them, are in it. Not the form's default
   * language (`language`), which may be another where the site does not offer the widget's.
   */
  widgetLanguage: Language;
  /**
   * The page the widget already shows, and announced to the host page, before this flow's code arrived (a
   * visitor's phone step, drawn by the element's first chunk): not announced again when the flow starts on it.
   */
  shownPage?: ContactPage;
}

/**
 * One widget's flow: its state (a signal the view reads), the one `dispatch` that changes it through the pure
 * reducer, and every side effect, here and in the sign-in's effects it composes. After each transition it
 * compares the state before and after: the sign-in's effects follow its part (code, account check, resend
 * clock, SMS); a presentation request that became pending (projects, a send `sending`,
 * suggestions) is made and its answer dispatched; the host page hears about page changes, requests sent and
 * errors shown.
 */
export class ContactFlow {
  readonly #state: Signal<ContactState>;
  readonly #ports: ContactPorts;
  readonly #t: TFunction;
  readonly #language: Language;
  readonly #shownPage: ContactPage | undefined;
  #running = false;
  /** Aborts every call in flight when the widget goes away. */
  #lifetime = new AbortController();
  #stopListening: (() => void)[] = [];
  readonly #signIn: SignInEffects;
  #lastErrorSerial = 0;

  constructor(setup: ContactFlowSetup, ports: ContactPorts) {
    this.#state = signal(initialState(setup));
    this.#ports = ports;
    this.#t = getI18n(setup.widgetLanguage).t;
    this.#language = setup.widgetLanguage;
    this.#shownPage = setup.shownPage;
    this.#signIn = new SignInEffects(ports, this.dispatch, () => this.#language);
  }

  get state(): ReadonlySignal<ContactState> {
    return this.#state;
  }

  /**
   * `carriedOver`: what the visitor did on the phone step before this flow's code arrived, read once the start
   * decided on the account page and done again here, in order (never on another page: a phone typed there
   * is not sent a code).
   */
  start(carriedOver: () => readonly SignInAction[] = () => []): void {
    if (this.#running) return;
    this.#running = true;
    this.#lifetime = new AbortController();
    this.#signIn.start();
    const { session, onPageShown } = this.#ports;
    this.#stopListening = [
      session.onExpired(() => this.dispatch({ type: 'sessionExpired' })),
      session.watchLoggedIn((loggedIn) => this.dispatch({ type: 'sessionChanged', loggedIn })),
      // Back from the new-project tab, the project just created is in the list (and selected).
      onPageShown(() => this.dispatch({ type: 'projectsRequested' })),
    ];
    void session.restore().then((loggedIn) => {
      this.dispatch({ type: 'started', loggedIn });
      if (this.#state.value.page !== 'account') return;
      for (const action of carriedOver()) this.dispatch(action);
    });
  }

  stop(): void {
    this.#running = false;
    this.#lifetime.abort();
    for (const stop of this.#stopListening.splice(0)) stop();
    this.#signIn.stop();
  }

  readonly dispatch = (action: ContactAction): void => {
    if (!this.#running) return;
    const previous = this.#state.value;
    const next = contactReducer(previous, action);
    if (next === previous) return;
    this.#state.value = next;
    this.#react(previous, next, action);
  };

  /** The inscription form's submit: see `SignInEffects.register`. */
  readonly register = (registration: authApi.Registration): Promise<void> =>
    this.#signIn.register(registration);

  #react(previous: ContactState, next: ContactState, action: ContactAction): void {
    this.#signIn.react(previous.signIn, next.signIn, action);

    const [before, after] = [previous.presentation, next.presentation];
    if (!before.projectsLoading && after.projectsLoading) this.#loadProjects();
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
      const announced = previous.starting && next.page === this.#shownPage;
      if (!announced) emit('pp-contact-widget-step', { step: next.page });
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
  #call<E extends Endpoint>(
    endpoint: E,
    input: RequestOf<E>,
    onFailure: (cause: unknown) => void,
    signal: AbortSignal = this.#lifetime.signal,
  ): Promise<ResponseOf<E> | undefined> {
    return callOrReport(this.#ports.api, endpoint, input, { signal, language: this.#language, onFailure });
  }

  #loadProjects(): void {
    void this.#call(projectsApi.getProjects, {}, (cause) =>
      this.dispatch({ type: 'projectsFailed', cause }),
    ).then(
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
    void this.#call(providersApi.sendToProvider, input, (cause) => answered({ kind: 'failed', cause })).then(
      (answer) => {
        if (!answer) return;
        if (answer.success) answered({ kind: 'sent' });
        else if (answer.error === providersApi.SEND_ERRORS.noMessage) answered({ kind: 'no-message' });
        else if (answer.error === providersApi.SEND_ERRORS.alreadySent) answered({ kind: 'already-sent' });
        else answered({ kind: 'failed', cause: answer.error });
      },
    );
  }

  #loadSuggestions(projectId: number): void {
    const failed = (cause: unknown) => this.dispatch({ type: 'suggestionsFailed', projectId, cause });
    void this.#call(providersApi.getSuggestedProviders, { project: projectId }, failed).then((answer) => {
      if (!answer) return;
      if (answer.success)
        this.dispatch({ type: 'suggestionsLoaded', projectId, providers: answer.prestataires });
      else if (answer.error_slug === providersApi.SUGGESTION_ERRORS.cityNotFound) {
        this.dispatch({ type: 'suggestionsCityNotFound', projectId });
      } else failed(answer.error);
    });
  }
}
