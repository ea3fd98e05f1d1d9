import type { ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds, type Necessity } from './field-frame';
import './field.css';

export interface TextAreaFieldProps {
  id?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  necessity?: Necessity;
  hint?: ReactNode;
  error?: ReactNode;
  maxLength?: number;
  rows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled text of several lines (a message), with the text field's hint, error and mark. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  onBlur,
  necessity,
  hint,
  error,
  maxLength,
  rows = 5,
  textAreaRef,
}: TextAreaFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} necessity={necessity} hint={hint} error={error}>
      <textarea
        ref={textAreaRef}
        id={ids.inputId}
        className="pp-ui-field__input pp-ui-field__input--multiline"
        rows={rows}
        maxLength={maxLength}
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
