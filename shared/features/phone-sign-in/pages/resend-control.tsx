import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@shared/ui/button';
import type { SignInAction } from '../sign-in-actions';
import { canResend } from '../sign-in-reducer';
import { MAX_RESENDS, type AccountState } from '../sign-in-state';

interface ResendControlProps {
  account: AccountState;
  dispatch: (action: SignInAction) => void;
}

/**
 * The resend button and its countdown. The countdown is plain text tied to the button as its description,
 * not a live region: it is read when the button is focused, not announced every second. The button stays
 * focusable while unavailable (`aria-disabled`) so that a keyboard user can reach it and hear why.
 */
export function ResendControl({ account, dispatch }: ResendControlProps) {
  const { t } = useTranslation();
  const countdownId = useId();
  if (account.resendCount >= MAX_RESENDS) {
    return <p className="pp-contact-widget__note">{t('contactWidget.account.resendLimit')}</p>;
  }
  const allowed = canResend(account);
  const counting = account.resendSeconds > 0;
  return (
    <div className="pp-contact-widget__resend">
      <Button
        variant="secondary"
        aria-disabled={!allowed || undefined}
        aria-describedby={counting ? countdownId : undefined}
        onClick={() => dispatch({ type: 'resendRequested' })}
      >
        {t('contactWidget.account.resend')}
      </Button>
      {counting && (
        <p id={countdownId} className="pp-contact-widget__countdown">
          {t('contactWidget.account.resendIn', { seconds: account.resendSeconds })}
        </p>
      )}
    </div>
  );
}
