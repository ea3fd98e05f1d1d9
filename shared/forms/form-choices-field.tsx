import { useTranslation } from 'react-i18next';
import { get, useFormState, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { CheckboxField } from '@shared/ui/text-field';
import type { ContractForm } from './use-contract-form';
import { fieldErrorText } from './field-error-text';
import { useFormField } from './use-form-field';
import './form-choices-field.css';

export interface FormChoicesFieldProps<Values extends FieldValues, Output, Value extends string> {
  form: ContractForm<Values, Output>;
  /** A list field of the form: the values of the ticked boxes. */
  name: FieldPathByValue<Values, Value[]>;
  /** What the boxes choose ("Langues parlées"): the group's legend. */
  legend: string;
  /** One box per option, in this order. */
  options: readonly { value: Value; label: string }[];
  hint?: string;
}

/**
 * A group of boxes for a list of values (the languages a provider speaks): ticking adds a value, unticking
 * removes it, the list keeping the options' order. A message about the list or one of its values
 * (`spoken.1`, from the server) shows under the group, which the form focuses through its first box.
 */
export function FormChoicesField<Values extends FieldValues, Output, Value extends string>({
  form,
  name,
  legend,
  options,
  hint,
}: FormChoicesFieldProps<Values, Output, Value>) {
  const { t } = useTranslation();
  const field = useFormField<Values, Output, Value[]>(form, name);
  const { errors } = useFormState({ control: form.methods.control, name });
  const chosen: readonly Value[] = field.value ?? [];
  const listErrors: unknown = get(errors, name);
  const valueError = Array.isArray(listErrors)
    ? (listErrors as unknown[]).find((error): error is { message?: unknown; type?: unknown } =>
        Boolean(error),
      )
    : undefined;
  // A message about one value sits in a list of errors by index (`spoken.1`): the group shows the first.
  const error = Array.isArray(listErrors) ? valueError && fieldErrorText(valueError, t) : field.error;
  const errorId = `${field.id}-error`;
  const hintId = `${field.id}-hint`;
  return (
    <fieldset
      className="pp-ui-choices"
      id={field.id}
      aria-describedby={[hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className="pp-ui-choices__legend">{legend}</legend>
      {hint && (
        <p className="pp-ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {options.map((option, index) => (
        <CheckboxField
          key={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          inputRef={index === 0 ? field.ref : undefined}
          onCheckedChange={(checked) => {
            // The form's value now, not this render's: two boxes ticked before a render both count.
            const now = (form.methods.getValues(name as FieldPath<Values>) as Value[] | undefined) ?? [];
            field.onChange(
              options
                .map((each) => each.value)
                .filter((value) => (value === option.value ? checked : now.includes(value))),
            );
          }}
        />
      ))}
      {error && (
        <p className="pp-ui-field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
