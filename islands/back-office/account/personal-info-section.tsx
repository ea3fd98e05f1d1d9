import { useTranslation } from 'react-i18next';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';
import { FormTextField, SubmitFooter, useContractForm, useSubmitNews } from '@shared/forms';
import { useUpdatePersonalInfo } from '@shared/queries/provider-account';
import { AccountSection } from './account-section';

/** The name of the person who runs the account. */
export function PersonalInfoSection({ user, language }: { user: ProviderUser; language: string }) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: accountApi.updatePersonalInfo.request,
    defaultValues: { firstname: user.firstname ?? '', lastname: user.lastname ?? '' },
  });
  const update = useUpdatePersonalInfo({ language });
  const saved = useSubmitNews();

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
        <SubmitFooter
          form={form}
          label={t('backOfficeAccount.personal.submit')}
          busyLabel={t('backOfficeAccount.saving')}
          done={saved.done}
        />
      </form>
    </AccountSection>
  );
}
