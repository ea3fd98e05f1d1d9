import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@shared/ui/text-field';
import type { ContractForm } from './use-contract-form';
import { useFormField } from './use-form-field';

/** What the form gives a field: its value, handlers, id, mark and error. The caller gives the rest. */
type BoundProps = 'id' | 'value' | 'onValueChange' | 'onBlur' | 'necessity' | 'error';

interface BoundField<Values extends FieldValues, Output, Value> {
  form: ContractForm<Values, Output>;
  name: FieldPathByValue<Values, Value>;
}

/** A text, or nothing yet for an optional one. */
type Text = string | null | undefined;

export type FormTextFieldProps<Values extends FieldValues, Output> = BoundField<Values, Output, Text> &
  Omit<TextFieldProps, BoundProps | 'inputRef'>;

/** A text field of a contract form; an optional text's missing value shows as an empty input. */
export function FormTextField<Values extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormTextFieldProps<Values, Output>) {
  const field = useFormField<Values, Output, Text>(form, name);
  return (
    <TextField
      {...props}
      id={field.id}
      value={field.value ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      necessity={field.necessity}
      error={field.error}
    />
  );
}

export type FormTextAreaFieldProps<Values extends FieldValues, Output> = BoundField<Values, Output, Text> &
  Omit<TextAreaFieldProps, BoundProps | 'textAreaRef'>;

/** A text of several lines of a contract form; an optional text's missing value shows as an empty area. */
export function FormTextAreaField<Values extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormTextAreaFieldProps<Values, Output>) {
  const field = useFormField<Values, Output, Text>(form, name);
  return (
    <TextAreaField
      {...props}
      id={field.id}
      value={field.value ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      textAreaRef={field.ref}
      necessity={field.necessity}
      error={field.error}
    />
  );
}

export type FormSelectFieldProps<Values extends FieldValues, Output, Value extends string> = BoundField<
  Values,
  Output,
  Value
> &
  Omit<SelectFieldProps<Value>, BoundProps | 'selectRef'>;

/** A select of a contract form. */
export function FormSelectField<Values extends FieldValues, Output, Value extends string>({
  form,
  name,
  ...props
}: FormSelectFieldProps<Values, Output, Value>) {
  const field = useFormField<Values, Output, Value>(form, name);
  return (
    <SelectField<Value>
      {...props}
      id={field.id}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      selectRef={field.ref}
      necessity={field.necessity}
      error={field.error}
    />
  );
}

export type FormCheckboxFieldProps<Values extends FieldValues, Output> = BoundField<Values, Output, boolean> &
  Omit<
    CheckboxFieldProps,
    'id' | 'checked' | 'onCheckedChange' | 'onBlur' | 'necessity' | 'error' | 'inputRef'
  >;

/** A checkbox of a contract form. */
export function FormCheckboxField<Values extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormCheckboxFieldProps<Values, Output>) {
  const field = useFormField<Values, Output, boolean>(form, name);
  return (
    <CheckboxField
      {...props}
      id={field.id}
      checked={field.value}
      onCheckedChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      necessity={field.necessity}
      error={field.error}
    />
  );
}
