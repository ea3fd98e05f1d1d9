import { useTranslation } from 'react-i18next';
import * as accountApi from '@shared/api/contract/back-office/provider-account';
import { useContractForm } from '@shared/forms';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { useDeleteAccount } from '@shared/queries/provider-account';
import { logout } from '@shared/session';
import { DialogButton } from '@shared/ui/modal-dialog';
import type { GoTo } from '../browser-navigation';
import { PasswordField } from '../password-field';
import { AccountSection } from './account-section';
import { DialogFormFooter } from '../dialog-form-footer';

export interface DeleteAccountSectionProps {
  language: string;
  /** Leaves for the sign-in once the account is gone. */
  goTo: GoTo;
}

/**
 * Closing the account: what it does, then a dialog that asks for the password. Once closed the session is
 * gone on the server; this browser forgets it and goes to the sign-in.
 */
export function DeleteAccountSection({ language, goTo }: DeleteAccountSectionProps) {
  const { t } = useTranslation();
  return (
    <AccountSection title={t('backOfficeAccount.delete.title')}>
      <p>{t('backOfficeAccount.delete.intro')}</p>
      <div className="pp-back-office__actions">
        <DialogButton
          label={t('backOfficeAccount.delete.open')}
          title={t('backOfficeAccount.delete.dialogTitle')}
        >
          {(close) => <DeleteForm language={language} goTo={goTo} onCancel={close} />}
        </DialogButton>
      </div>
    </AccountSection>
  );
}

function DeleteForm({ language, goTo, onCancel }: DeleteAccountSectionProps & { onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm({ schema: accountApi.deleteAccount.request, defaultValues: { password: '' } });
  const remove = useDeleteAccount({ language });

  return (
    <form
      className="pp-back-office__form"
      noValidate
      onSubmit={form.submitWith(async (values) => {
        await remove.mutateAsync(values);
        logout();
        goTo(BACK_OFFICE_PATHS.login);
      })}
    >
      <p>{t('backOfficeAccount.delete.dialogText')}</p>
      <PasswordField form={form} name="password" label={t('backOfficeAccount.delete.password')} />
      <DialogFormFooter
        form={form}
        label={t('backOfficeAccount.delete.confirm')}
        busyLabel={t('backOfficeAccount.saving')}
        cancelLabel={t('backOfficeAccount.delete.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}
