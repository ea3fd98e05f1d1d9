import { useTranslation } from 'react-i18next';
import { useFinishOnboarding } from '@shared/queries/provider-account';
import { Button } from '@shared/ui/button';
import { FailureMessage } from './failure-message';

/**
 * The onboarding's end, where the dashboard's steps and the checklist offer it: the button and, when the server
 * refuses, why (what is still missing).
 */
export function FinishOnboardingButton({ language }: { language: string }) {
  const { t } = useTranslation();
  const finish = useFinishOnboarding({ language });
  return (
    <>
      <FailureMessage failure={finish.error ? { cause: finish.error, serial: finish.submittedAt } : null} />
      <div className="pp-back-office__actions">
        <Button
          variant="primary"
          aria-disabled={finish.isPending || undefined}
          onClick={() => {
            if (!finish.isPending) finish.mutate({});
          }}
        >
          {finish.isPending
            ? t('backOfficeShell.dashboard.finishing')
            : t('backOfficeShell.dashboard.finish')}
        </Button>
      </div>
    </>
  );
}
