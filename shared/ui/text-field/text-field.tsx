import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds, type Necessity } from './field-frame';
import './field.css';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'disabled' | 'spellCheck'
>;

export interface TextFieldProps extends NativeInputProps {
  id?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** Marks the label and, when required, the input (`required`). */
  necessity?: Necessity;
  hint?: ReactNode;
  /** The message under the field; marks the input invalid. */
  error?: ReactNode;
  /** More elements describing the input (a note shared by several fields). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with an optional hint and error, both tied to the input for screen readers. */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  onBlur,
  necessity,
  hint,
  error,
  describedBy: moreDescriptions,
  inputRef,
  type = 'text',
  ...native
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, moreDescriptions });
  return (
    <FieldFrame ids={ids} label={label} necessity={necessity} hint={hint} error={error}>
      <input
        {...native}
        ref={inputRef}
        id={ids.inputId}
        className="pp-ui-field__input"
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        required={necessity === 'required' || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
    </FieldFrame>
  );
}
