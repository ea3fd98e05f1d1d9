import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInDialog } from '@shared/features/phone-sign-in/pages/sign-in-dialog';
import { loadTexts, type Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';

export interface WizardSignInDialogProps {
  country: CountryCode;
  language: Language;
  /** The dialog has closed: signed in (the send goes on), or given up (the answers stay). */
  onClosed: (signedIn: boolean) => void;
}

/**
 * The phone sign-in asked for when a visitor sends the project, in the shared sign-in dialog. Render it inside
 * a Suspense boundary.
 */
export default function WizardSignInDialog({ country, language, onClosed }: WizardSignInDialogProps) {
  // The phone sign-in's texts, fetched with this code rather than with the wizard's first load.
  use(loadTexts(language, ['contact-widget']));
  const { t } = useTranslation();
  return (
    <SignInDialog
      country={country}
      language={language}
      title={t('projectWizard.wizard.signInTitle')}
      heading={t('projectWizard.wizard.signInHeading')}
      inscriptionIntro={t('projectWizard.wizard.inscriptionIntro')}
      className="pp-ui-theme pp-project-wizard__sign-in"
      onClosed={onClosed}
    />
  );
}
