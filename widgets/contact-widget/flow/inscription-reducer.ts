import { type ContactState, type InscriptionState } from './contact-state';
import { inscriptionErrors } from './inscription-rules';
import { showPage, withNotice, type ActionOf } from './state-updates';

export type InscriptionAction = ActionOf<
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

/** The inscription page: the profile form, the city autocomplete and the registration (SPEC §3, §5). */
export function inscriptionReducer(state: ContactState, action: InscriptionAction): ContactState {
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
