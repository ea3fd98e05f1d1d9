import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as signInApi from '@shared/api/contract/back-office/provider-sign-in';
import { useEndpointMutation } from '@shared/api/query';
import { FormTextField, SubmitFooter, useContractForm } from '@shared/forms';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { SentNotice } from './sent-notice';

/**
 * `/forgot-password`: the account's address, to which a link to choose a new password goes. The answer is the
 * same whether the address has an account, and so is the page.
 */
export function ForgotPasswordForm({ language }: { language: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: signInApi.requestPasswordReset.request,
    defaultValues: { email: '' },
  });
  const request = useEndpointMutation(signInApi.requestPasswordReset, { language });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const backToLogin = <a href={BACK_OFFICE_PATHS.login}>{t('backOfficeSignIn.forgot.backToLogin')}</a>;

  if (sentTo !== null) {
    return (
      <SentNotice title={t('backOfficeSignIn.forgot.sentTitle')}>
        <p>{t('backOfficeSignIn.forgot.sentText', { email: sentTo })}</p>
        <p>{backToLogin}</p>
      </SentNotice>
    );
  }
  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async (values) => {
        await request.mutateAsync(values);
        setSentTo(values.email);
      })}
    >
      <p>{t('backOfficeSignIn.forgot.intro')}</p>
      <FormTextField
        form={form}
        name="email"
        label={t('backOfficeSignIn.fields.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <SubmitFooter
        form={form}
        label={t('backOfficeSignIn.forgot.submit')}
        busyLabel={t('backOfficeSignIn.forgot.sending')}
        done={null}
      >
        {backToLogin}
      </SubmitFooter>
    </form>
  );
}
