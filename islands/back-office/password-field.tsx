import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type ContractForm, type FormTextFieldProps } from '@shared/forms';
import { Button } from '@shared/ui/button';

export interface PasswordFieldProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  name: FormTextFieldProps<Values, Output>['name'];
  label: string;
  /** A password being chosen: the browser suggests a new one, and the field says the rule up front. */
  isNew?: boolean;
}

/**
 * A password of a contract form, with a button that shows or hides what was typed; the button's name says
 * what it will do (no `aria-pressed` besides: a toggle whose name changes would say it twice).
 */
export function PasswordField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  isNew = false,
}: PasswordFieldProps<Values, Output>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="pp-back-office__password">
      <FormTextField
        form={form}
        name={name}
        label={label}
        type={shown ? 'text' : 'password'}
        autoComplete={isNew ? 'new-password' : 'current-password'}
        spellCheck={false}
        hint={isNew ? t('backOfficeShell.password.rule') : undefined}
      />
      <Button variant="link" aria-controls={form.fieldId(name)} onClick={() => setShown((now) => !now)}>
        {shown ? t('backOfficeShell.password.hide') : t('backOfficeShell.password.show')}
      </Button>
    </div>
  );
}
