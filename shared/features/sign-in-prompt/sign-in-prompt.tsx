import { useId, useRef } from 'react';
import { formLanguage } from '@shared/features/phone-sign-in/form-language';
import { SignInPages } from '@shared/features/phone-sign-in/pages/sign-in-pages';
import { usePhoneSignIn } from '@shared/features/phone-sign-in/use-phone-sign-in';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import './sign-in-prompt.css';

export interface SignInPromptProps {
  country: CountryCode;
  language: Language;
  /** What signing in opens ("Connectez-vous pour voir votre projet"). */
  heading: string;
  /** Why a new couple fills in its profile here. */
  inscriptionIntro: string;
}

/**
 * The shared phone sign-in (phone, SMS code, then a new couple's profile) in the page's flow, where a page of
 * the couple's own data stands for a visitor. Once the session is stored the page's queries follow it
 * (`useHasSession`), and the page's content replaces this prompt.
 */
export default function SignInPrompt({ country, language, heading, inscriptionIntro }: SignInPromptProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signIn = usePhoneSignIn(country, formLanguage(language, country));
  return (
    <section className="pp-sign-in-prompt" aria-labelledby={headingId}>
      <SignInPages
        signIn={signIn}
        headingId={headingId}
        headingRef={headingRef}
        heading={heading}
        inscriptionIntro={inscriptionIntro}
      />
    </section>
  );
}
