import { use, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formLanguage } from '@shared/features/phone-sign-in/form-language';
import { AccountPage } from '@shared/features/phone-sign-in/pages/account-page';
import { InscriptionSlot } from '@shared/features/phone-sign-in/pages/inscription-slot';
import { SignInMessages } from '@shared/features/phone-sign-in/pages/sign-in-messages';
import { usePhoneSignIn } from '@shared/features/phone-sign-in/use-phone-sign-in';
import { loadTexts, type Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import { ModalDialog } from '@shared/ui/modal-dialog';

export interface WizardSignInDialogProps {
  country: CountryCode;
  language: Language;
  /** The dialog has closed: signed in (the send goes on), or given up (the answers stay). */
  onClosed: (signedIn: boolean) => void;
}

/**
 * The phone sign-in asked for when a visitor sends the project (the shared feature's account and inscription
 * pages), in a modal dialog that closes once the session is stored. Render it inside a Suspense boundary.
 */
export default function WizardSignInDialog({ country, language, onClosed }: WizardSignInDialogProps) {
  // The phone sign-in's texts, fetched with this code rather than with the wizard's first load.
  use(loadTexts(language, ['contact-widget']));
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, dispatch, register } = usePhoneSignIn(country, formLanguage(language, country));

  const page = state.signedIn ? null : state.page;
  useEffect(() => {
    if (page !== null) heading.current?.focus();
  }, [page]);

  const pageProps = { dispatch, headingId, headingRef: heading };
  return (
    <ModalDialog
      open={!state.signedIn}
      onClose={() => onClosed(state.signedIn)}
      title={t('projectWizard.wizard.signInTitle')}
      className="pp-ui-theme pp-project-wizard__sign-in"
    >
      <div lang={language}>
        {page === 'account' && (
          <AccountPage
            account={state.account}
            {...pageProps}
            heading={t('projectWizard.wizard.signInHeading')}
          />
        )}
        {page === 'inscription' && (
          <InscriptionSlot
            signIn={state}
            register={register}
            {...pageProps}
            intro={t('projectWizard.wizard.inscriptionIntro')}
          />
        )}
        <SignInMessages signIn={state} />
      </div>
    </ModalDialog>
  );
}
