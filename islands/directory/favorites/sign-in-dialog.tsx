import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formLanguage } from '@shared/features/phone-sign-in/form-language';
import { AccountPage } from '@shared/features/phone-sign-in/pages/account-page';
import { InscriptionSlot } from '@shared/features/phone-sign-in/pages/inscription-slot';
import { SignInMessages } from '@shared/features/phone-sign-in/pages/sign-in-messages';
import { usePhoneSignIn } from '@shared/features/phone-sign-in/use-phone-sign-in';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { ModalDialog } from '@shared/ui/modal-dialog';
import '@shared/ui/theme/theme.css';
import '../directory-theme.css';

export interface SignInDialogProps {
  country: CountryCode;
  language: Language;
  /** The provider whose heart was clicked, named in the title. */
  providerName: string;
  /** The dialog has closed: after a sign-in, or given up (Escape, its close button). */
  onClosed: (signedIn: boolean) => void;
}

/**
 * The phone sign-in offered to an anonymous visitor who clicks a heart: the shared sign-in's account and
 * inscription pages (phone, SMS code, then the profile of a new couple), in a modal dialog that closes once
 * the session is stored. The page's hearts follow the session from there.
 */
export default function SignInDialog({ country, language, providerName, onClosed }: SignInDialogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, dispatch, register } = usePhoneSignIn(country, formLanguage(language, country));

  const page = state.signedIn ? null : state.page;
  // Each page shown (the first one included: the dialog opens before it) takes the focus to its title.
  useEffect(() => {
    if (page !== null) heading.current?.focus();
  }, [page]);

  const pageProps = { dispatch, headingId, headingRef: heading };
  return (
    <ModalDialog
      // Once the session is stored, the dialog closes.
      open={!state.signedIn}
      onClose={() => onClosed(state.signedIn)}
      title={t('directoryIslands.favorite.signInTitle', { name: providerName })}
      className="pp-ui-theme pp-directory-island pp-favorite-sign-in"
    >
      <div lang={language}>
        {page === 'account' && (
          <AccountPage
            account={state.account}
            {...pageProps}
            heading={t('directoryIslands.favorite.signInHeading')}
          />
        )}
        {page === 'inscription' && (
          <InscriptionSlot
            signIn={state}
            register={register}
            {...pageProps}
            intro={t('directoryIslands.favorite.inscriptionIntro')}
          />
        )}
        <SignInMessages signIn={state} />
      </div>
    </ModalDialog>
  );
}
