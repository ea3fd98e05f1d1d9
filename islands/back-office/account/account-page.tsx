import type { Language } from '@shared/i18n';
import type { CountryCode } from '@shared/sites';
import type { BackOfficeNavigation } from '../browser-navigation';
import { SignedInProvider } from '../signed-in-provider';
import { SupportLogLink } from '../support-access/support-log-link';
import { DeleteAccountSection } from './delete-account-section';
import { EmailSection } from './email-section';
import { LanguageSection } from './language-section';
import { PasswordSection } from './password-section';
import { PersonalInfoSection } from './personal-info-section';
import { PhoneSection } from './phone-section';

export interface AccountPageProps extends BackOfficeNavigation {
  language: Language;
  country: CountryCode;
  /** Shows the page again in `locale` (remembered for the next pages). */
  showIn: (locale: string) => void;
}

/**
 * `/account`: the provider's address, password, language, name and phone, and the account's deletion
 * (docs/product/back-office.md#account), each a form of its own that saves on its own.
 */
export function AccountPage({ language, country, showIn, ...navigation }: AccountPageProps) {
  return (
    <SignedInProvider {...navigation}>
      {({ user }) => (
        <>
          <EmailSection user={user} language={language} />
          <PasswordSection language={language} />
          <LanguageSection user={user} language={language} country={country} showIn={showIn} />
          <PersonalInfoSection user={user} language={language} />
          <PhoneSection user={user} language={language} />
          <SupportLogLink />
          <DeleteAccountSection language={language} goTo={navigation.goTo} />
        </>
      )}
    </SignedInProvider>
  );
}
