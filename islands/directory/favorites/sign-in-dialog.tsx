import { useTranslation } from 'react-i18next';
import { SignInDialog as PhoneSignInDialog } from '@shared/features/phone-sign-in/pages/sign-in-dialog';
import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
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
 * The phone sign-in offered to an anonymous visitor who clicks a heart, in the shared sign-in dialog. The
 * page's hearts follow the session from there.
 */
export default function SignInDialog({ country, language, providerName, onClosed }: SignInDialogProps) {
  const { t } = useTranslation();
  return (
    <PhoneSignInDialog
      country={country}
      language={language}
      title={t('directoryIslands.favorite.signInTitle', { name: providerName })}
      heading={t('directoryIslands.favorite.signInHeading')}
      inscriptionIntro={t('directoryIslands.favorite.inscriptionIntro')}
      className="pp-ui-theme pp-directory-island pp-favorite-sign-in"
      onClosed={onClosed}
    />
  );
}
