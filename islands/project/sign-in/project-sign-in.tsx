import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formLanguage } from '@shared/features/phone-sign-in/form-language';
import { SignInPages } from '@shared/features/phone-sign-in/pages/sign-in-pages';
import { usePhoneSignIn } from '@shared/features/phone-sign-in/use-phone-sign-in';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import '@shared/ui/theme/theme.css';
import '@islands/directory/directory-theme.css';

export interface ProjectSignInProps {
  country: CountryCode;
  language: Language;
  /** Once the session is stored. */
  onSignedIn(): void;
}

/**
 * The shared phone sign-in on a page of the project site: the phone and its SMS code, then the profile of a
 * new couple (the inscription page); an existing couple is signed in after the code.
 */
export function ProjectSignIn({ country, language, onSignedIn }: ProjectSignInProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const signIn = usePhoneSignIn(country, formLanguage(language, country));
  const { state } = signIn;
  const page = state.signedIn ? null : state.page;
  const started = useRef(false);

  // A new page (the inscription after the code) takes the focus to its title; the first one does not steal it.
  useEffect(() => {
    if (page !== null && started.current) heading.current?.focus();
    started.current = true;
  }, [page]);

  useEffect(() => {
    if (state.signedIn) onSignedIn();
  }, [state.signedIn, onSignedIn]);

  return (
    <div className="pp-ui-theme pp-directory-island project-sign-in" lang={language}>
      <SignInPages
        signIn={signIn}
        headingId={headingId}
        headingRef={heading}
        heading={t('projectSite.signIn.heading')}
        inscriptionIntro={t('projectSite.signIn.inscriptionIntro')}
      >
        {state.signedIn && <p role="status">{t('projectSite.signIn.signedIn')}</p>}
      </SignInPages>
    </div>
  );
}
