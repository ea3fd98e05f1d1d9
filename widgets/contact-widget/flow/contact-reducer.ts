import { accountReducer } from './account-reducer';
import type { ContactAction } from './contact-actions';
import type { ContactState } from './contact-state';
import { inscriptionReducer } from './inscription-reducer';
import { presentationReducer } from './presentation-reducer';
import { showPage, withNotice } from './state-updates';

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
