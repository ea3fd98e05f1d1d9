import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@shared/api/client/describe-error';
import type { PendingEmail } from '@shared/api/contract/account';
import { useCancelEmailChange, useResendEmailConfirmation } from '@shared/queries/account';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';

export interface PendingEmailNoticeProps {
  /** The address waiting for confirmation, null when none waits. */
  pending: PendingEmail | null;
  /** The account's confirmed address, the one still in use. */
  current: string | null;
  language: string;
}

type Outcome = { kind: 'resent'; email: string } | { kind: 'cancelled' } | { kind: 'failed'; error: unknown };

/**
 * Under the email field (docs/product/project-site.md#email-confirmation): where the confirmation link went and
 * which address stays in use meanwhile, or that the link expired; a new link, or keeping the current address.
 */
export function PendingEmailNotice({ pending, current, language }: PendingEmailNoticeProps) {
  const { t } = useTranslation();
  const resend = useResendEmailConfirmation({ language });
  const cancel = useCancelEmailChange({ language });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = resend.isPending || cancel.isPending;
  const currentAddress = current ?? '—';

  const run = async (action: () => Promise<Outcome>) => {
    if (busy) return;
    setOutcome(null);
    try {
      setOutcome(await action());
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };
  const sendAgain = () =>
    run(async () => ({ kind: 'resent', email: (await resend.mutateAsync({})).pendingEmail.email }));
  const keepCurrent = () =>
    run(async () => {
      await cancel.mutateAsync({});
      return { kind: 'cancelled' };
    });

  return (
    <div className="pp-account__pending">
      {pending && (
        <div className="notice">
          <p>
            {t(pending.linkExpired ? 'accountSettings.pendingExpired' : 'accountSettings.pendingSent', {
              pending: pending.email,
              current: currentAddress,
            })}
          </p>
          <div className="pp-project-site__actions">
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void sendAgain()}>
              {resend.isPending ? t('accountSettings.resending') : t('accountSettings.resendLink')}
            </Button>
            <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => void keepCurrent()}>
              {t('accountSettings.cancelChange')}
            </Button>
          </div>
        </div>
      )}
      <LiveRegion politeness="polite">
        {outcome?.kind === 'resent' && (
          <p className="notice notice--success">
            {t('accountSettings.linkResent', { email: outcome.email })}
          </p>
        )}
        {outcome?.kind === 'cancelled' && (
          <p className="notice notice--success">
            {t('accountSettings.changeCancelled', { email: currentAddress })}
          </p>
        )}
      </LiveRegion>
      {outcome?.kind === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('errors.withDetail', { detail: describeError(outcome.error, t) })}
        </p>
      )}
    </div>
  );
}
