import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'required' | 'disabled' | 'spellCheck'
>;

export interface TextFieldProps extends NativeInputProps {
  id?: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
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
  hint,
  error,
  describedBy: moreDescriptions,
  inputRef,
  type = 'text',
  ...native
}: TextFieldProps) {
  const baseId = useId();
  const inputId = id ?? `${baseId}-input`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy =
    [hint ? hintId : '', moreDescriptions ?? '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pp-ui-field">
      <label className="pp-ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className="pp-ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <input
        {...native}
        ref={inputRef}
        id={inputId}
        className="pp-ui-field__input"
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="pp-ui-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
