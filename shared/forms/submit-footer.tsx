import type { ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { Button } from '@shared/ui/button';
import { LiveRegion } from '@shared/ui/live-region';
import { FormFailureMessage } from './form-failure-message';
import type { SubmitNews } from './submit-news';
import type { ContractForm } from './use-contract-form';
import './submit-footer.css';

export interface SubmitFooterProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  /** The submit button's text ("Enregistrer"). */
  label: string;
  /** Its text while the request is under way ("Enregistrement…"); `label` when left out. */
  busyLabel?: string;
  /**
   * What the last submit did, once it went through ("Modifications enregistrées"), announced; `at` tells two
   * submits saying the same apart (a mutation's `submittedAt`). Null before and while one is under way.
   */
  done: SubmitNews | null;
  /** Other controls beside the button ("Use another number"). */
  children?: ReactNode;
}

/**
 * The foot of a settings form: the failure no field took, the submit button (kept focusable and marked busy
 * while the request is under way: the form ignores a second submit), and the news that the change went
 * through, announced.
 */
export function SubmitFooter<Values extends FieldValues, Output>({
  form,
  label,
  busyLabel = label,
  done,
  children,
}: SubmitFooterProps<Values, Output>) {
  const { isSubmitting } = useFormState({ control: form.methods.control });
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
          {isSubmitting ? busyLabel : label}
        </Button>
        {children}
        <LiveRegion politeness="polite" className="pp-ui-submit-footer__done">
          {done && !isSubmitting && <span key={done.at}>{done.text}</span>}
        </LiveRegion>
      </div>
    </div>
  );
}
