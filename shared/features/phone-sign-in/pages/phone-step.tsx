import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@shared/sites';
import { Button } from '@shared/ui/button';
import { PhoneField } from '@shared/ui/phone-field';
import type { SignInAction } from '../sign-in-actions';
import type { AccountState } from '../sign-in-state';
import { loadCodeStep } from './code-step-slot';

interface PhoneStepProps {
  account: AccountState;
  dispatch: (action: SignInAction) => void;
  /** Put the focus in the number (when coming back from the code step). */
  focusNumber: boolean;
}

/** A failed download is tried again when the code step shows (its slot loads it). */
function prefetchCodeStep(): void {
  loadCodeStep().catch(() => undefined);
}

/** The phone number and its country; submitting it sends the code by SMS. */
export function PhoneStep({ account, dispatch, focusNumber }: PhoneStepProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusNumber) form.current?.querySelector<HTMLInputElement>('input[type="tel"]')?.focus();
  }, [focusNumber]);

  return (
    <form
      ref={form}
      className="pp-contact-widget__form"
      noValidate
      // The code step comes next: its code is fetched as soon as the visitor turns to the number.
      onFocus={prefetchCodeStep}
      onPointerEnter={prefetchCodeStep}
      onSubmit={(event) => {
        event.preventDefault();
        prefetchCodeStep();
        dispatch({ type: 'phoneSubmitted' });
      }}
    >
      <PhoneField
        label={t('contactWidget.account.phoneLabel')}
        countries={COUNTRY_CODES}
        country={account.country}
        onCountryChange={(country) => dispatch({ type: 'countryChanged', country })}
        value={account.phoneInput}
        onValueChange={(input) => dispatch({ type: 'phoneChanged', input })}
        onBlur={() => dispatch({ type: 'phoneLeft' })}
        error={account.phoneChecked && !account.phoneValid ? t('validation.phoneInvalid') : undefined}
      />
      <Button type="submit" variant="primary" aria-disabled={account.sendingCode || undefined}>
        {account.sendingCode ? t('contactWidget.account.sendingCode') : t('contactWidget.account.sendCode')}
      </Button>
    </form>
  );
}
