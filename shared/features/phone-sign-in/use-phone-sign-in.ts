import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import type * as authApi from '@shared/api/contract/auth';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { browserSignInPorts } from './browser-ports';
import { PhoneSignInFlow } from './phone-sign-in-flow';
import type { SignInAction } from './sign-in-actions';
import type { SignInPorts } from './sign-in-ports';
import type { SignInState } from './sign-in-state';

export interface PhoneSignIn {
  state: SignInState;
  dispatch: (action: SignInAction) => void;
  register: (registration: authApi.Registration) => Promise<void>;
}

/**
 * A phone sign-in for a React view: the flow of this site country and language, running while the view is
 * there (a new country or language starts it again). `ports` replaces the page's API, session and clock.
 */
export function usePhoneSignIn(
  siteCountry: CountryCode,
  language: Language,
  ports?: SignInPorts,
): PhoneSignIn {
  useSignals();
  const flow = useMemo(
    () => new PhoneSignInFlow({ siteCountry, language }, ports ?? browserSignInPorts()),
    [siteCountry, language, ports],
  );
  useEffect(() => {
    flow.start();
    return () => flow.stop();
  }, [flow]);
  return { state: flow.state.value, dispatch: flow.dispatch, register: flow.register };
}
