import { useTranslation } from 'react-i18next';
import {
  useController,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type RefCallBack,
} from 'react-hook-form';
import type { Necessity } from '@shared/ui/text-field';
import type { ContractForm } from './use-contract-form';
import { fieldErrorText } from './field-error-text';

/** What a field component needs from the form: its value, its handlers, its mark and its error text. */
export interface FormFieldProps<Value> {
  id: string;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  /** Lets the form focus the control (the first wrong field, a summary link). */
  ref: RefCallBack;
  necessity: Necessity;
  /** The error to show now, translated; undefined while there is none to show. */
  error: string | undefined;
}

/** A value left as nothing: an empty or blank text, an unticked box, no choice. */
function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * Binds one field of a contract form to a control. Leaving a field empty marks nothing: its rule shows
 * once it was left with something in it (or after a submit), so that tabbing through a form does not
 * cover it with errors, and then follows each change.
 */
export function useFormField<Values extends FieldValues, Output, Value>(
  form: ContractForm<Values, Output>,
  name: FieldPathByValue<Values, Value>,
): FormFieldProps<Value> {
  const { t } = useTranslation();
  // react-hook-form's path types do not see a path picked by its value type as a path: said once, here.
  const path = name as FieldPath<Values>;
  const { field, fieldState, formState } = useController({ control: form.methods.control, name: path });
  const error = fieldState.isTouched || formState.isSubmitted ? fieldState.error : undefined;
  return {
    id: form.fieldId(path),
    value: field.value as Value,
    onChange: field.onChange,
    onBlur: () => {
      // Touching is what turns the field's rule on (react-hook-form's `onTouched` mode).
      if (!isBlank(field.value)) field.onBlur();
    },
    ref: field.ref,
    necessity: form.necessity(path),
    error: error && fieldErrorText(error, t),
  };
}
