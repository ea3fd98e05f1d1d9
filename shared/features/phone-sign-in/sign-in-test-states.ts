import type { Locality } from '@shared/api/contract/locality';
import type { SignInAction } from './sign-in-actions';
import { signInReducer } from './sign-in-reducer';
import { initialSignIn, type SignInState } from './sign-in-state';

/** States and data the sign-in's unit tests start from, reached through the reducer itself. */
export const NOW = Date.UTC(2030, 0, 15, 10, 0, 0);
export const PHONE = '+33612345678';

export function run(state: SignInState, ...actions: SignInAction[]): SignInState {
  return actions.reduce(signInReducer, state);
}

export function freshSignIn(): SignInState {
  return initialSignIn({ siteCountry: 'FR', language: 'fr' });
}

export function onCodeStep(): SignInState {
  return run(
    freshSignIn(),
    { type: 'phoneChanged', input: '06 12 34 56 78' },
    { type: 'phoneSubmitted' },
    { type: 'codeSent', now: NOW },
  );
}

export function onInscription(): SignInState {
  return run(
    onCodeStep(),
    { type: 'codeChanged', digits: [...'123456'] },
    { type: 'codeVerified' },
    { type: 'accountChecked', hasAccount: false },
  );
}

export const LYON: Locality = {
  city: 'Lyon',
  zipcode: '69001',
  countrycode: 'FR',
  lat: 45.76,
  lng: 4.83,
  area: 'Rhône',
};
