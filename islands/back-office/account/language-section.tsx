import { useTranslation } from 'react-i18next';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import { FormSelectField, SubmitFooter, useContractForm, useSubmitNews } from '@shared/forms';
import { LANGUAGES, nativeLanguageName, toLanguage, type Language } from '@shared/i18n';
import { useChangeLocale } from '@shared/queries/provider-account';
import type { CountryCode } from '@shared/sites';
import type { SelectOption } from '@shared/ui/text-field';
import { AccountSection } from './account-section';

export interface LanguageSectionProps {
  user: ProviderUser;
  language: Language;
  country: CountryCode;
  /** Shows the page again in `locale`, the language just saved (the server picks a page's language). */
  showIn: (locale: string) => void;
}

/** The language of the back-office and of the emails sent to the provider. */
export function LanguageSection({ user, language, country, showIn }: LanguageSectionProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: accountApi.changeLocale.request,
    defaultValues: { locale: toLanguage(user.locale) ?? language },
  });
  const change = useChangeLocale({ language });
  const saved = useSubmitNews();
  const languages: SelectOption<string>[] = LANGUAGES.map((code) => ({
    value: code,
    label: nativeLanguageName(code),
    lang: code,
  }));

  return (
    <AccountSection title={t('backOfficeAccount.language.title')}>
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={form.submitWith(async ({ locale }) => {
          saved.clear();
          await change.mutateAsync({ locale });
          // The page's country stays; the language is the one just saved.
          if (toLanguage(locale) !== language) showIn(`${toLanguage(locale) ?? language}-${country}`);
          else saved.say(t('backOfficeAccount.language.saved'));
        })}
      >
        <FormSelectField
          form={form}
          name="locale"
          label={t('backOfficeAccount.language.label')}
          options={languages}
        />
        <SubmitFooter
          form={form}
          label={t('backOfficeAccount.language.submit')}
          busyLabel={t('backOfficeAccount.saving')}
          done={saved.done}
        />
      </form>
    </AccountSection>
  );
}
