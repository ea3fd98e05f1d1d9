import { useFormState, type FieldValues } from 'react-hook-form';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { FormFailureMessage } from './form-failure-message';
import type { ContractForm } from './use-contract-form';
import './submit-footer.css';

export interface SubmitFooterProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  /** The submit button's text ("Enregistrer"). */
  label: string;
  /** Said once a submit has gone through ("Modifications enregistrées"). */
  doneLabel: string;
}

/**
 * The foot of a settings form: the failure no field took, the submit button (kept focusable and marked busy
 * while the request is under way: the form ignores a second submit), and the news that the change went
 * through, announced.
 */
export function SubmitFooter<Values extends FieldValues, Output>({
  form,
  label,
  doneLabel,
}: SubmitFooterProps<Values, Output>) {
  const { isSubmitting, isSubmitSuccessful, submitCount } = useFormState({ control: form.methods.control });
  const done = isSubmitSuccessful && !isSubmitting && form.failure === null;
  return (
    <div className="pp-ui-submit-footer">
      <FormFailureMessage form={form} />
      <div className="pp-ui-submit-footer__row">
        <Button
          type="submit"
          variant="primary"
          aria-disabled={isSubmitting || undefined}
          aria-busy={isSubmitting}
        >
          {label}
        </Button>
        <LiveRegion politeness="polite" className="pp-ui-submit-footer__done">
          {done && <span key={submitCount}>{doneLabel}</span>}
        </LiveRegion>
      </div>
    </div>
  );
}
