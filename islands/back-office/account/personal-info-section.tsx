import { useTranslation } from 'react-i18next';
import { useFormState } from 'react-hook-form';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import { FormFailureMessage, FormTextField, useContractForm } from '@shared/forms';
import { useUpdatePersonalInfo } from '@shared/queries/provider-account';
import { Button } from '@shared/ui/button';
import { AccountSection } from './account-section';
import { useSavedMessage } from './saved-message';

/** The name of the person who runs the account. */
export function PersonalInfoSection({ user, language }: { user: ProviderUser; language: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: accountApi.updatePersonalInfo.request,
    defaultValues: { firstname: user.firstname ?? '', lastname: user.lastname ?? '' },
  });
  const { isSubmitting } = useFormState({ control: form.methods.control });
  const update = useUpdatePersonalInfo({ language });
  const saved = useSavedMessage();

  return (
    <AccountSection title={t('backOfficeAccount.personal.title')}>
      <form
        className="pp-back-office__form"
        noValidate
        onSubmit={form.submitWith(async (values) => {
          saved.clear();
          const { user: answered } = await update.mutateAsync(values);
          form.methods.reset({ firstname: answered.firstname ?? '', lastname: answered.lastname ?? '' });
          saved.say(t('backOfficeAccount.personal.saved'));
        })}
      >
        <FormTextField
          form={form}
          name="firstname"
          label={t('backOfficeAccount.personal.firstname')}
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="lastname"
          label={t('backOfficeAccount.personal.lastname')}
          autoComplete="family-name"
        />
        <FormFailureMessage form={form} />
        {saved.region}
        <div className="pp-back-office__actions">
          <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? t('backOfficeAccount.saving') : t('backOfficeAccount.personal.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
