import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import { FormFailureMessage, FormSelectField, useContractForm } from '@shared/forms';
import { LANGUAGES, nativeLanguageName, toLanguage, type Language } from '@shared/i18n';
import { useChangeLocale } from '@shared/queries/provider-account';
import type { CountryCode } from '@shared/sites';
import { Button } from '@shared/ui/button';
import type { SelectOption } from '@shared/ui/text-field';
import { AccountSection } from './account-section';
import { useSavedMessage } from './saved-message';

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
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const change = useChangeLocale({ language });
  const saved = useSavedMessage();
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
        <FormFailureMessage form={form} />
        {saved.region}
        <div className="pp-back-office__actions">
          <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t('backOfficeAccount.saving') : t('backOfficeAccount.language.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
