import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpInput } from '@shared/ui/otp-input';
import { Button } from '@shared/ui/button';
import type { SignInAction } from '../sign-in-actions';
import type { AccountState } from '../sign-in-state';
import { formatPhone } from '@shared/validation/phone/phone-display';
import { ResendControl } from './resend-control';

export interface CodeStepProps {
  account: AccountState;
  dispatch: (action: SignInAction) => void;
}

/** The six code boxes (verified as soon as they are full), the resend control and a way back to the number. */
export function CodeStep({ account, dispatch }: CodeStepProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const busy = account.verifying || account.checkingAccount;
  return (
    <form
      className="pp-contact-widget__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'codeSubmitted' });
      }}
    >
      <div className="pp-ui-field">
        <p className="pp-ui-field__label" id={labelId}>
          {t('contactWidget.account.codeLabel')}
        </p>
        <p className="pp-ui-field__hint" id={hintId}>
          {t('contactWidget.account.codeHint', { phone: formatPhone(account.phone ?? '') })}
        </p>
        <OtpInput
          digits={account.digits}
          onDigitsChange={(digits) => dispatch({ type: 'codeChanged', digits })}
          labelledBy={labelId}
          describedBy={account.codeInvalid ? `${hintId} ${errorId}` : hintId}
          invalid={account.codeInvalid}
          focusRequest={account.codeRound}
        />
        {account.codeInvalid && (
          <p className="pp-ui-field__error" id={errorId}>
            {t('validation.codeInvalid')}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary" aria-disabled={busy || undefined}>
        {busy ? t('contactWidget.account.verifying') : t('contactWidget.account.verify')}
      </Button>
      <ResendControl account={account} dispatch={dispatch} />
      <Button
        variant="link"
        aria-disabled={busy || undefined}
        onClick={() => dispatch({ type: 'phoneChangeRequested' })}
      >
        {t('contactWidget.account.changePhone')}
      </Button>
    </form>
  );
}
