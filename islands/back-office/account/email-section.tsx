import { useTranslation } from 'react-i18next';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import { FormTextField, SubmitFooter, useContractForm, useSubmitNews } from '@shared/forms';
import { useChangeEmail } from '@shared/queries/provider-account';
import { PasswordField } from '../password-field';
import { ResendConfirmationButton } from '../resend-confirmation-button';
import { AccountSection } from './account-section';

/**
 * The sign-in address: the one in use, whether it is confirmed, the new one waiting for its link to be
 * followed, and the form that asks for a new one (with the password: whoever finds a signed-in screen cannot
 * take the account over).
 */
export function EmailSection({ user, language }: { user: ProviderUser; language: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: accountApi.changeEmail.request,
    defaultValues: { email: '', password: '' },
  });
  const change = useChangeEmail({ language });
  const saved = useSubmitNews();
  const pending = user.pendingEmail;

  return (
    <AccountSection title={t('backOfficeAccount.email.title')}>
      <p>{t('backOfficeAccount.email.current', { email: user.email })}</p>
      {!user.emailConfirmed && (
        <>
          <p className="notice">{t('backOfficeAccount.email.unconfirmed')}</p>
          <ResendConfirmationButton language={language} email={user.email} />
        </>
      )}
      {pending && (
        <p className="notice">
          {pending.linkExpired
            ? t('backOfficeAccount.email.pendingExpired', { email: pending.email })
            : t('backOfficeAccount.email.pending', { email: pending.email })}
        </p>
      )}
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={form.submitWith(async (values) => {
          saved.clear();
          await change.mutateAsync(values);
          form.methods.reset();
          saved.say(t('backOfficeAccount.email.sent', { email: values.email }));
        })}
      >
        <FormTextField
          form={form}
          name="email"
          label={t('backOfficeAccount.email.newEmail')}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
        <PasswordField form={form} name="password" label={t('backOfficeAccount.email.password')} />
        <SubmitFooter
          form={form}
          label={t('backOfficeAccount.email.submit')}
          busyLabel={t('backOfficeAccount.saving')}
          done={saved.done}
        />
      </form>
    </AccountSection>
  );
}
