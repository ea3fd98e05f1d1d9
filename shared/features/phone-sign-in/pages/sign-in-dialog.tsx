import { useEffect, useId, useRef } from 'react';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { ModalDialog } from '@shared/ui/modal-dialog';
import { formLanguage } from '../form-language';
import { usePhoneSignIn } from '../use-phone-sign-in';
import { SignInPages } from './sign-in-pages';

export interface SignInDialogProps {
  country: CountryCode;
  language: Language;
  /** The dialog's title: why the sign-in is asked for. */
  title: string;
  /** The account page's title. */
  heading: string;
  /** Why a new couple fills in its profile here. */
  inscriptionIntro: string;
  /** The dialog's classes: the theme's root and the host's own. */
  className: string;
  /** The dialog has closed: after a sign-in, or given up (Escape, its close button). */
  onClosed: (signedIn: boolean) => void;
}

/**
 * The phone sign-in (phone, SMS code, then the profile of a new couple) in a modal dialog that closes once the
 * session is stored.
 */
export function SignInDialog({
  country,
  language,
  title,
  heading,
  inscriptionIntro,
  className,
  onClosed,
}: SignInDialogProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const signIn = usePhoneSignIn(country, formLanguage(language, country));
  const { state } = signIn;

  const page = state.signedIn ? null : state.page;
  // Each page shown (the first one included: the dialog opens before it) takes the focus to its title.
  useEffect(() => {
    if (page !== null) headingRef.current?.focus();
  }, [page]);

  return (
    <ModalDialog
      // Once the session is stored, the dialog closes.
      open={!state.signedIn}
      onClose={() => onClosed(state.signedIn)}
      title={title}
      className={className}
    >
      <div lang={language}>
        <SignInPages
          signIn={signIn}
          headingId={headingId}
          headingRef={headingRef}
          heading={heading}
          inscriptionIntro={inscriptionIntro}
        />
      </div>
    </ModalDialog>
  );
}
