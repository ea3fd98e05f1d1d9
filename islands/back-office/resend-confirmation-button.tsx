import { useTranslation } from 'react-i18next';
import { useResendAddressConfirmation } from '@shared/queries/provider-account';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { FailureMessage } from './failure-message';

/**
 * A new confirmation link for the sign-in address, where the dashboard and the account ask to follow the
 * first one: sent, it says where (the previous link stops working); refused, why (the hourly number of links).
 */
export function ResendConfirmationButton({ language, email }: { language: string; email: string }) {
  const { t } = useTranslation();
  const resend = useResendAddressConfirmation({ language });
  return (
    <>
      <FailureMessage failure={resend.error ? { cause: resend.error, serial: resend.submittedAt } : null} />
      <div className="pp-back-office__actions">
        <Button
          variant="secondary"
          aria-disabled={resend.isPending || undefined}
          onClick={() => {
            if (!resend.isPending) resend.mutate({});
          }}
        >
          {resend.isPending
            ? t('backOfficeShell.dashboard.resendingLink')
            : t('backOfficeShell.dashboard.resendLink')}
        </Button>
        <LiveRegion politeness="polite">
          {resend.isSuccess && (
            <span key={resend.submittedAt}>{t('backOfficeShell.dashboard.linkResent', { email })}</span>
          )}
        </LiveRegion>
      </div>
    </>
  );
}
