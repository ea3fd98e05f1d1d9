import { useTranslation } from 'react-i18next';
import { useFormState, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';
import { errorPaths } from './error-paths';
import { ErrorSummary } from './error-summary';
import { fieldErrorText } from './field-error-text';

export interface FormErrorSummaryProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
}

/**
 * The error summary of a contract form, once it was submitted. The form is made with `withSummary` so that a
 * refused submit does not also focus the first wrong field.
 */
export function FormErrorSummary<Values extends FieldValues, Output>({
  form,
}: FormErrorSummaryProps<Values, Output>) {
  const { t } = useTranslation();
  const { errors, isSubmitted } = useFormState({ control: form.methods.control });
  const items = isSubmitted
    ? errorPaths(errors).map(([path, error]) => {
        const name = path as FieldPath<Values>;
        return {
          fieldId: form.fieldId(name),
          text: fieldErrorText(error, t),
          focus: () => form.methods.setFocus(name, { shouldSelect: false }),
        };
      })
    : [];
  return <ErrorSummary items={items} refusals={form.refusals} />;
}
