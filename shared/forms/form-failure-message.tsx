import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { describeError } from '@shared/api/client/describe-error';
import { LiveRegion } from '@shared/ui/live-region';
import type { ContractForm } from './use-contract-form';

export interface FormFailureMessageProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  className?: string;
}

/**
 * The failure of the last submit that no field took ("Erreur 409 : …"), announced. Render it from the
 * start: a region inserted together with its text is often not announced.
 */
export function FormFailureMessage<Values extends FieldValues, Output>({
  form,
  className,
}: FormFailureMessageProps<Values, Output>) {
  const { t } = useTranslation();
  const { failure } = form;
  return (
    <LiveRegion politeness="assertive" className={className}>
      {failure && (
        <p key={failure.serial} className="pp-ui-form-failure">
          {t('errors.withDetail', { detail: describeError(failure.cause, t) })}
        </p>
      )}
    </LiveRegion>
  );
}
