import { useCallback } from 'react';
import { I18nextProvider } from 'react-i18next';
import type * as v from 'valibot';
import { getI18n } from '@shared/i18n';
import { islandLanguage } from '@shared/i18n/element-texts';
import { PROJECT_SHELL_ISLANDS } from '@shared/islands/island-names';
import { projectSignInPropsSchema } from '@shared/islands/project-shell-island-props';
import { defineIsland } from '@islands/define-island';
import { ProjectSignIn } from './project-sign-in';

function SignInIsland({ language, country, then }: v.InferOutput<typeof projectSignInPropsSchema>) {
  const spoken = islandLanguage(language);
  // On the home, the home island follows the session and shows the couple's home in place of the visitor's.
  const onSignedIn = useCallback(() => {
    if (then === 'home') location.assign('/');
  }, [then]);
  return (
    <I18nextProvider i18n={getI18n(spoken)}>
      <ProjectSignIn country={country} language={spoken} onSignedIn={onSignedIn} />
    </I18nextProvider>
  );
}

/** `data-island="project-sign-in"`: the phone sign-in on the project site's home and registration page. */
export default defineIsland(PROJECT_SHELL_ISLANDS.signIn, projectSignInPropsSchema, SignInIsland);
