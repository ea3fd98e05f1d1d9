import { useTranslation } from 'react-i18next';
import { ApiError } from '@shared/api/client';
import * as accountApi from '@shared/api/contract/account';
import { useEndpointMutation } from '@shared/api/query';
import { BACK_OFFICE_PATHS } from '@shared/islands/back-office-paths';
import { holdsSession } from '@shared/session/token-cookies';
import { Button } from '@shared/ui/button';
import { FailureMessage } from '../failure-message';
import { linkTokenOf } from './link-token';
import { SentNotice } from './sent-notice';

export interface ConfirmEmailProps {
  language: string;
  token: string | null;
}

/**
 * `/confirm-email?token=`, the link of the address's confirmation email. Opening it changes nothing: the
 * provider presses a button (mail scanners open every link of a message, some with scripts). The answer says
 * the address is confirmed, or why the link no longer works (the server's words: used, replaced, expired),
 * and where to go next.
 */
export function ConfirmEmail({ language, token }: ConfirmEmailProps) {
  const { t } = useTranslation();
  const linkToken = linkTokenOf(token);
  const confirm = useEndpointMutation(accountApi.confirmEmail, { language });
  // The dashboard for a provider signed in on this browser, the sign-in otherwise.
  const next = holdsSession() ? (
    <a href={BACK_OFFICE_PATHS.dashboard}>{t('backOfficeSignIn.confirm.toDashboard')}</a>
  ) : (
    <a href={BACK_OFFICE_PATHS.login}>{t('backOfficeSignIn.confirm.login')}</a>
  );

  if (confirm.isSuccess) {
    return (
      <SentNotice title={t('backOfficeSignIn.confirm.confirmed', { email: confirm.data.email })}>
        <p>{next}</p>
      </SentNotice>
    );
  }
  const refusal = confirm.error instanceof ApiError ? confirm.error : null;
  if (linkToken === null || refusal?.status === 404) {
    return (
      <div className="pp-back-office__section">
        <p className="notice notice--error" role="alert">
          {t('backOfficeSignIn.confirm.unknown')}
        </p>
        <p>{next}</p>
      </div>
    );
  }
  if (refusal?.status === 410) {
    return (
      <div className="pp-back-office__section">
        <p className="notice notice--error" role="alert">
          {refusal.detail}
        </p>
        <p>{t('backOfficeSignIn.confirm.goneNext')}</p>
        <p>{next}</p>
      </div>
    );
  }
  return (
    <div className="pp-back-office__section">
      <p>{t('backOfficeSignIn.confirm.intro')}</p>
      <FailureMessage
        failure={confirm.error ? { cause: confirm.error, serial: confirm.submittedAt } : null}
      />
      <div className="pp-back-office__actions">
        <Button
          variant="primary"
          aria-disabled={confirm.isPending || undefined}
          onClick={() => {
            if (!confirm.isPending) confirm.mutate({ token: linkToken });
          }}
        >
          {confirm.isPending ? t('backOfficeSignIn.confirm.sending') : t('backOfficeSignIn.confirm.submit')}
        </Button>
      </div>
    </div>
  );
}
