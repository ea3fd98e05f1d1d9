import type { ContactAction } from './contact-actions';
import {
  initialAccount,
  initialPresentation,
  type ContactPage,
  type ContactState,
  type Notice,
} from './contact-state';

/** The actions of the given types: each page's reducer takes its own. */
export type ActionOf<Type extends ContactAction['type']> = Extract<ContactAction, { type: Type }>;

/** Moves to a page with that page's state fresh. Presentation needs a signed-in user, else it is account. */
export function showPage(state: ContactState, wanted: ContactPage): ContactState {
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

export function withNotice(state: ContactState, notice: Notice): ContactState {
  const serial = state.serial + 1;
  return { ...state, serial, notice: { ...notice, serial } };
}
