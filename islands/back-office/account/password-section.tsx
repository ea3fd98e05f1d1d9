import { useTranslation } from 'react-i18next';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import { SubmitFooter, useContractForm, useSubmitNews } from '@shared/forms';
import { useChangePassword } from '@shared/queries/provider-account';
import { PasswordField } from '../password-field';
import { AccountSection } from './account-section';

/** A new password, given the current one (a wrong one is refused on its field); other sessions end. */
export function PasswordSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: accountApi.changePassword.request,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword({ language });
  const saved = useSubmitNews();

  return (
    <AccountSection title={t('backOfficeAccount.password.title')}>
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={form.submitWith(async (values) => {
          saved.clear();
          await change.mutateAsync(values);
          form.methods.reset();
          saved.say(t('backOfficeAccount.password.saved'));
        })}
      >
        <PasswordField form={form} name="currentPassword" label={t('backOfficeAccount.password.current')} />
        <PasswordField form={form} name="newPassword" label={t('backOfficeAccount.password.new')} isNew />
        <SubmitFooter
          form={form}
          label={t('backOfficeAccount.password.submit')}
          busyLabel={t('backOfficeAccount.saving')}
          done={saved.done}
        />
      </form>
    </AccountSection>
  );
}
