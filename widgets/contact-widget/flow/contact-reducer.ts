import { completeCode } from '../../../shared/ui/otp-input/otp-entry';
import { isValidPhone, toE164 } from '../../../shared/validation';
import type { ContactAction, SendOutcome } from './contact-actions';
import {
  emptyCode,
  initialAccount,
  initialPresentation,
  MAX_RESENDS,
  MESSAGE_MAX_LENGTH,
  RESEND_DELAY_SECONDS,
  type AccountState,
  type ContactPage,
  type ContactState,
  type InscriptionState,
  type Notice,
  type PresentationState,
  type SendState,
} from './contact-state';
import { inscriptionErrors } from './inscription-rules';
import { upcomingProjects } from './upcoming-projects';

/**
 * The widget's flow (SPEC §4) as a pure transition: the next state of `state` after `action`. Side effects
 * (calls, timers, events) are not made here: the effects module watches the state for requests to make
 * (`sendingCode`, `verifying`, `registering`, a send `sending`…) and dispatches their answers.
 */
export function contactReducer(state: ContactState, action: ContactAction): ContactState {
  switch (action.type) {
    case 'started':
      return showPage({ ...state, starting: false, loggedIn: action.loggedIn }, 'presentation');

    case 'sessionChanged': {
      if (action.loggedIn === state.loggedIn) return state;
      const next = { ...state, loggedIn: action.loggedIn };
      // Another widget of the page signed in or out: follow it. During the start, `started` decides.
      if (state.starting) return next;
      return showPage(next, action.loggedIn ? 'presentation' : 'account');
    }

    case 'sessionExpired':
      // The start's token check fails silently (SPEC §2): the widget just starts on account. Otherwise the
      // widget was signed in (it may already be on account: clearing the user, just before the broadcast,
      // signed it out).
      if (state.starting) return { ...state, loggedIn: false };
      return withNotice(showPage({ ...state, loggedIn: false }, 'account'), { kind: 'session-expired' });

    case 'countryChanged':
    case 'phoneChanged':
    case 'phoneLeft':
    case 'phoneSubmitted':
    case 'codeSent':
    case 'codeSendFailed':
    case 'phoneChangeRequested':
    case 'codeChanged':
    case 'codeSubmitted':
    case 'codeVerified':
    case 'codeRejected':
    case 'resendRequested':
    case 'clockTicked':
    case 'accountChecked':
    case 'accountCheckFailed':
      return accountReducer(state, action);

    case 'inscriptionChanged':
    case 'cityTyped':
    case 'citySuggestionsLoaded':
    case 'cityPicked':
    case 'termsChanged':
    case 'languageChosen':
    case 'inscriptionSubmitted':
    case 'registered':
    case 'registrationFailed':
      return inscriptionReducer(state, action);

    default:
      return presentationReducer(state, action);
  }
}

type ActionOf<Type extends ContactAction['type']> = Extract<ContactAction, { type: Type }>;

/** Moves to a page with that page's state fresh. Presentation needs a signed-in user, else it is account. */
function showPage(state: ContactState, wanted: ContactPage): ContactState {
  const page = wanted === 'presentation' && !state.loggedIn ? 'account' : wanted;
  if (page === state.page && !state.starting && page !== 'account') return state;
  const next: ContactState = { ...state, page, notice: null };
  switch (page) {
    case 'account':
      return state.page === 'account'
        ? next
        : {
            ...next,
            account: initialAccount(state.account.country),
            presentation: initialPresentation(),
          };
    case 'inscription':
      return next;
    case 'presentation':
      return { ...next, presentation: { ...initialPresentation(), projectsLoading: true } };
  }
}

function withNotice(state: ContactState, notice: Notice): ContactState {
  const serial = state.serial + 1;
  return { ...state, serial, notice: { ...notice, serial } };
}

function withAccount(state: ContactState, changes: Partial<AccountState>): ContactState {
  return { ...state, account: { ...state.account, ...changes } };
}

/** Whether a new code may be asked for now (SPEC §4 "Resend timer"). */
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

function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

type AccountAction = ActionOf<
  | 'countryChanged'
  | 'phoneChanged'
  | 'phoneLeft'
  | 'phoneSubmitted'
  | 'codeSent'
  | 'codeSendFailed'
  | 'phoneChangeRequested'
  | 'codeChanged'
  | 'codeSubmitted'
  | 'codeVerified'
  | 'codeRejected'
  | 'resendRequested'
  | 'clockTicked'
  | 'accountChecked'
  | 'accountCheckFailed'
>;

function accountReducer(state: ContactState, action: AccountAction): ContactState {
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
      return withNotice(
        withAccount(state, {
          verifying: false,
          codeInvalid: true,
          digits: emptyCode(),
          codeRound: account.codeRound + 1,
        }),
        {
          kind: 'failed',
          cause: action.cause,
        },
      );

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
      if (!action.hasAccount) return showPage(checked, 'inscription');
      return showPage({ ...checked, loggedIn: action.loggedIn }, 'presentation');
    }

    case 'accountCheckFailed':
      if (!account.checkingAccount) return state;
      return withNotice(withAccount(state, { checkingAccount: false }), {
        kind: 'failed',
        cause: action.cause,
      });
  }
}

type InscriptionAction = ActionOf<
  | 'inscriptionChanged'
  | 'cityTyped'
  | 'citySuggestionsLoaded'
  | 'cityPicked'
  | 'termsChanged'
  | 'languageChosen'
  | 'inscriptionSubmitted'
  | 'registered'
  | 'registrationFailed'
>;

function inscriptionReducer(state: ContactState, action: InscriptionAction): ContactState {
  if (state.page !== 'inscription') return state;
  const inscription = state.inscription;
  /** Applies a change to the form, re-checking it once it was submitted. */
  const edit = (changes: Partial<InscriptionState>): ContactState => {
    const next = { ...inscription, ...changes };
    const errors = next.submitted ? inscriptionErrors(next, state.siteCountry) : next.errors;
    return { ...state, inscription: { ...next, errors } };
  };
  if (inscription.registering && action.type !== 'registered' && action.type !== 'registrationFailed') {
    return state;
  }
  switch (action.type) {
    case 'inscriptionChanged':
      return edit({ [action.field]: action.value });

    case 'cityTyped': {
      const query = action.text.trim();
      const stillPicked = inscription.cityPick !== null && inscription.cityPick.city === action.text;
      return edit({
        cityText: action.text,
        cityPick: stillPicked ? inscription.cityPick : null,
        cityQuery: stillPicked ? '' : query,
        citySuggestions: query === '' || stillPicked ? [] : inscription.citySuggestions,
      });
    }

    case 'citySuggestionsLoaded':
      if (action.query !== inscription.cityQuery) return state;
      return edit({ citySuggestions: action.localities });

    case 'cityPicked':
      return edit({
        cityText: action.locality.city,
        cityPick: action.locality,
        cityQuery: '',
        citySuggestions: [],
      });

    case 'termsChanged':
      return edit({ termsAccepted: action.accepted });

    case 'languageChosen':
      return edit({ language: action.language });

    case 'inscriptionSubmitted': {
      const errors = inscriptionErrors(inscription, state.siteCountry);
      if (Object.keys(errors).length > 0) {
        return {
          ...state,
          inscription: {
            ...inscription,
            submitted: true,
            errors,
            refusedSubmits: inscription.refusedSubmits + 1,
          },
        };
      }
      return {
        ...state,
        notice: null,
        inscription: { ...inscription, submitted: true, errors, registering: true },
      };
    }

    case 'registered': {
      if (!inscription.registering) return state;
      const next = {
        ...state,
        loggedIn: action.loggedIn,
        inscription: { ...inscription, registering: false },
      };
      return showPage(next, 'presentation');
    }

    case 'registrationFailed':
      if (!inscription.registering) return state;
      return withNotice(
        { ...state, inscription: { ...inscription, registering: false } },
        { kind: 'register-failed', cause: action.cause },
      );
  }
}

type PresentationAction = Exclude<
  ContactAction,
  AccountAction | InscriptionAction | ActionOf<'started' | 'sessionChanged' | 'sessionExpired'>
>;

function withPresentation(state: ContactState, changes: Partial<PresentationState>): ContactState {
  return { ...state, presentation: { ...state.presentation, ...changes } };
}

/** What a project change clears: every message, the message dialog and the suggestions (SPEC §4). */
function clearedMessages(): Partial<PresentationState> {
  const { sends, messageFor, messageDraft, messageInvalid, suggestions } = initialPresentation();
  return { sends, messageFor, messageDraft, messageInvalid, suggestions };
}

function sendStateOf(outcome: Exclude<SendOutcome, { kind: 'no-message' }>, serial: number): SendState {
  switch (outcome.kind) {
    case 'sent':
      return { status: 'sent', serial };
    case 'already-sent':
      return { status: 'already-sent', serial };
    case 'failed':
      return { status: 'failed', cause: outcome.cause, serial };
  }
}

function presentationReducer(state: ContactState, action: PresentationAction): ContactState {
  if (state.page !== 'presentation') return state;
  const presentation = state.presentation;
  switch (action.type) {
    case 'projectsRequested':
      if (presentation.projectsLoading) return state;
      return withPresentation(state, { projectsLoading: true, projectsFailure: null });

    case 'projectsLoaded': {
      if (!presentation.projectsLoading) return state;
      const projects = upcomingProjects(action.projects, action.today);
      const known = new Set(presentation.projects?.map((project) => project.id));
      // A reload (back from the new-project tab) selects the project created meanwhile.
      const created =
        presentation.projects === null ? undefined : projects.find((project) => !known.has(project.id));
      const kept = projects.some((project) => project.id === presentation.selectedProjectId)
        ? presentation.selectedProjectId
        : null;
      const selectedProjectId = created?.id ?? kept ?? projects[0]?.id ?? null;
      return withPresentation(state, {
        projects,
        projectsLoading: false,
        selectedProjectId,
        ...(selectedProjectId === presentation.selectedProjectId ? {} : clearedMessages()),
      });
    }

    case 'projectsFailed': {
      if (!presentation.projectsLoading) return state;
      const serial = state.serial + 1;
      return withPresentation(
        { ...state, serial },
        { projectsLoading: false, projectsFailure: { cause: action.cause, serial } },
      );
    }

    case 'projectSelected':
      if (
        action.projectId === presentation.selectedProjectId ||
        !presentation.projects?.some((project) => project.id === action.projectId)
      ) {
        return state;
      }
      return withPresentation(
        { ...state, notice: null },
        { selectedProjectId: action.projectId, ...clearedMessages() },
      );

    case 'sendRequested': {
      if (presentation.selectedProjectId === null) return state;
      if (presentation.sends[action.providerId]?.status === 'sending') return state;
      const message = presentation.messageDraft.trim() || null;
      return withPresentation(state, {
        sends: { ...presentation.sends, [action.providerId]: { status: 'sending', message } },
      });
    }

    case 'sendAnswered': {
      const { providerId, projectId, outcome } = action;
      if (projectId !== presentation.selectedProjectId) return state;
      if (presentation.sends[providerId]?.status !== 'sending') return state;
      if (outcome.kind === 'no-message') {
        const sends = Object.fromEntries(
          Object.entries(presentation.sends).filter(([id]) => Number(id) !== providerId),
        );
        return withPresentation(state, { sends, messageFor: providerId, messageInvalid: false });
      }
      const serial = state.serial + 1;
      const sends = { ...presentation.sends, [providerId]: sendStateOf(outcome, serial) };
      // Success and already-sent on the page's provider bring the other suggestions (SPEC §4).
      const reload = providerId === state.providerId && outcome.kind !== 'failed';
      return withPresentation(
        { ...state, serial },
        {
          sends,
          suggestions: reload
            ? { loading: true, providers: [], open: false, failure: null }
            : presentation.suggestions,
        },
      );
    }

    case 'messageChanged':
      return withPresentation(state, {
        messageDraft: action.text,
        messageInvalid: presentation.messageInvalid && action.text.trim() === '',
      });

    case 'messageSubmitted': {
      const providerId = presentation.messageFor;
      if (providerId === null) return state;
      const message = presentation.messageDraft.trim();
      if (message === '' || message.length > MESSAGE_MAX_LENGTH) {
        return withPresentation(state, { messageInvalid: true });
      }
      return withPresentation(state, {
        messageFor: null,
        messageInvalid: false,
        sends: { ...presentation.sends, [providerId]: { status: 'sending', message } },
      });
    }

    case 'messageCancelled':
      // A cancelled text was never confirmed: it must not ride along with the next send.
      return withPresentation(state, { messageFor: null, messageInvalid: false, messageDraft: '' });

    case 'suggestionsLoaded':
      if (action.projectId !== presentation.selectedProjectId || !presentation.suggestions.loading)
        return state;
      return withPresentation(state, {
        suggestions: {
          loading: false,
          providers: action.providers,
          open: action.providers.length > 0,
          failure: null,
        },
      });

    case 'suggestionsCityNotFound':
      if (action.projectId !== presentation.selectedProjectId || !presentation.suggestions.loading)
        return state;
      return withPresentation(state, {
        suggestions: { loading: false, providers: [], open: false, failure: null },
      });

    case 'suggestionsFailed': {
      if (action.projectId !== presentation.selectedProjectId || !presentation.suggestions.loading)
        return state;
      const serial = state.serial + 1;
      return withPresentation(
        { ...state, serial },
        {
          suggestions: {
            loading: false,
            providers: [],
            open: false,
            failure: { cause: action.cause, serial },
          },
        },
      );
    }

    case 'suggestionsOpened':
      return withPresentation(state, {
        suggestions: { ...presentation.suggestions, open: presentation.suggestions.providers.length > 0 },
      });

    case 'suggestionsClosed':
      if (!presentation.suggestions.open) return state;
      return withPresentation(state, { suggestions: { ...presentation.suggestions, open: false } });
  }
}
