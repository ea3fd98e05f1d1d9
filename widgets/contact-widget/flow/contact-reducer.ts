import { isSignInAction, type SignInAction } from '@shared/features/phone-sign-in/sign-in-actions';
import { signInReducer } from '@shared/features/phone-sign-in/sign-in-reducer';
import type { ContactAction } from './contact-actions';
import type { ContactState } from './contact-state';
import { presentationReducer } from './presentation-reducer';
import { showPage } from './state-updates';

/** The sign-in's transition inside the widget, its messages numbered with the widget's one counter. */
function signInStep(state: ContactState, action: SignInAction): ContactState {
  const lent =
    state.signIn.serial === state.serial ? state.signIn : { ...state.signIn, serial: state.serial };
  const signIn = signInReducer(lent, action);
  return signIn === lent ? state : { ...state, signIn, serial: signIn.serial };
}

/** The sign-in's actions, and where the widget goes when the sign-in moves on. */
function signInReducerOfWidget(state: ContactState, action: SignInAction): ContactState {
  const next = signInStep(state, action);
  if (next === state) return state;
  switch (action.type) {
    case 'accountChecked':
      if (!action.hasAccount) return showPage(next, 'inscription');
      return showPage({ ...next, loggedIn: action.loggedIn }, 'presentation');
    case 'registered':
      return showPage({ ...next, loggedIn: action.loggedIn }, 'presentation');
    default:
      return next;
  }
}

/**
 * The widget's flow (docs/product/contact-widget.md#page-flow) as a pure transition: the next state of
 * `state` after `action`. The account and inscription pages are the shared phone sign-in's (its reducer,
 * composed here); the presentation page is the widget's own. Side effects (calls, timers, events) are not
 * made here: the effects module watches the state for requests to make and dispatches their answers.
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
      // The start's token check fails silently (docs/product/contact-widget.md#page-flow): the widget just
      // starts on account. Otherwise the widget was signed in (it may already be on account: clearing the
      // user, just before the broadcast, signed it out).
      if (state.starting) return { ...state, loggedIn: false };
      return signInStep(showPage({ ...state, loggedIn: false }, 'account'), action);

    default:
      return isSignInAction(action)
        ? signInReducerOfWidget(state, action)
        : presentationReducer(state, action);
  }
}
