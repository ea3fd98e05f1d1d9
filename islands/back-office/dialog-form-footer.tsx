import { useFormState, type FieldValues } from 'react-hook-form';
import { FormFailureMessage, type ContractForm } from '@shared/forms';
import { Button } from '@shared/ui/button';

/**
 * The foot of a form in a dialog (a report, a decline, the account's closing): the failure no field took, in
 * the dialog's own region (what is outside an open modal dialog is inert, its regions silent), then the
 * confirming button, marked busy while the request is under way, and the one that closes the dialog.
 */
export function DialogFormFooter<Values extends FieldValues, Output>({
  form,
  label,
  busyLabel,
  cancelLabel,
  onCancel,
}: {
  form: ContractForm<Values, Output>;
  label: string;
  busyLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const { isSubmitting } = useFormState({ control: form.methods.control });
  return (
    <>
      <FormFailureMessage form={form} />
      <div className="pp-back-office__actions">
        <Button type="submit" variant="primary" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? busyLabel : label}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
