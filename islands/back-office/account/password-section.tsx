import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import { FormFailureMessage, useContractForm } from '@shared/forms';
import { useChangePassword } from '@shared/queries/provider-account';
import { Button } from '@shared/ui/button';
import { PasswordField } from '../password-field';
import { AccountSection } from './account-section';
import { useSavedMessage } from './saved-message';

/** A new password, given the current one (a wrong one is refused on its field); other sessions end. */
export function PasswordSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: accountApi.changePassword.request,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const change = useChangePassword({ language });
  const saved = useSavedMessage();

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
        <FormFailureMessage form={form} />
        {saved.region}
        <div className="pp-back-office__actions">
          <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t('backOfficeAccount.saving') : t('backOfficeAccount.password.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
