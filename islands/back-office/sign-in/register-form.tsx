import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { useEndpointMutation } from '@shared/api/query';
import {
  FormErrorSummary,
  FormSelectField,
  FormTextField,
  SubmitFooter,
  useContractForm,
} from '@shared/forms';
import { LANGUAGES, nativeLanguageName, type Language } from '@shared/i18n';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { COUNTRY_CODES, type CountryCode } from '@shared/sites';
import type { SelectOption } from '@shared/ui/text-field';
import { PasswordField } from '../password-field';
import { SentNotice } from './sent-notice';

type Registration = v.InferOutput<typeof signInApi.providerRegistrationSchema>;

export interface RegisterFormProps {
  language: Language;
  /** The page's country: the form's default country. */
  country: CountryCode;
}

/**
 * `/register`: a provider's account (email, password, company name, country, language), the password's rule
 * said up front. Once sent, the form gives way to "check your mailbox" naming the address: the server answers
 * the same whether the address already has an account, and so does the page.
 */
export function RegisterForm({ language, country }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: signInApi.providerRegistrationSchema,
    defaultValues: { email: '', password: '', companyName: '', country, locale: language },
    withSummary: true,
  });
  const register = useEndpointMutation(signInApi.registerProvider, { language });
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The request's fields are strings that the server checks: the options say which ones the form offers.
  const countries: SelectOption<string>[] = COUNTRY_CODES.map((code) => ({
    value: code,
    label: t(`countries.${code}`),
  }));
  const languages: SelectOption<string>[] = LANGUAGES.map((code) => ({
    value: code,
    label: nativeLanguageName(code),
    lang: code,
  }));

  const send = async (values: Registration) => {
    await register.mutateAsync(values);
    setSentTo(values.email);
  };

  if (sentTo !== null) {
    return (
      <SentNotice title={t('backOfficeSignIn.register.sentTitle')}>
        <p>{t('backOfficeSignIn.register.sentText', { email: sentTo })}</p>
        <p>
          <a href={BACK_OFFICE_PATHS.login}>{t('backOfficeSignIn.register.login')}</a>
        </p>
      </SentNotice>
    );
  }
  return (
    <form className="pp-back-office__form" noValidate onSubmit={form.submitWith(send)}>
      <FormErrorSummary form={form} />
      <FormTextField
        form={form}
        name="email"
        label={t('backOfficeSignIn.fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <PasswordField form={form} name="password" label={t('backOfficeSignIn.fields.password')} isNew />
      <FormTextField
        form={form}
        name="companyName"
        label={t('backOfficeSignIn.fields.companyName')}
        autoComplete="organization"
      />
      <FormSelectField
        form={form}
        name="country"
        label={t('backOfficeSignIn.fields.country')}
        options={countries}
      />
      <FormSelectField
        form={form}
        name="locale"
        label={t('backOfficeSignIn.fields.language')}
        options={languages}
      />
      <SubmitFooter
        form={form}
        label={t('backOfficeSignIn.register.submit')}
        busyLabel={t('backOfficeSignIn.register.sending')}
        done={null}
      />
      <p>
        {t('backOfficeSignIn.register.haveAccount')}{' '}
        <a href={BACK_OFFICE_PATHS.login}>{t('backOfficeSignIn.register.login')}</a>
      </p>
    </form>
  );
}
