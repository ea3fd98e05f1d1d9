import { restartSignIn, withoutNotice } from '@shared/features/phone-sign-in/sign-in-state';
import type { ContactAction } from './contact-actions';
import { initialPresentation, type ContactPage, type ContactState } from './contact-state';

/** The actions of the given types: each page's reducer takes its own. */
export type ActionOf<Type extends ContactAction['type']> = Extract<ContactAction, { type: Type }>;

/**
 * Moves to a page with that page's state fresh. Presentation needs a signed-in user, else it is account.
 * The sign-in starts again when the widget comes back to it, and when it is done with.
 */
export function showPage(state: ContactState, wanted: ContactPage): ContactState {
  const page = wanted === 'presentation' && !state.loggedIn ? 'account' : wanted;
  if (page === state.page && !state.starting && page !== 'account') return state;
  const next: ContactState = { ...state, page, signIn: withoutNotice(state.signIn) };
  switch (page) {
    case 'account':
      return state.page === 'account'
        ? next
        : { ...next, signIn: restartSignIn(state.signIn), presentation: initialPresentation() };
    case 'inscription':
      return next;
    case 'presentation':
      return {
        ...next,
        signIn: restartSignIn(state.signIn),
        presentation: { ...initialPresentation(), projectsLoading: true },
      };
  }
}
