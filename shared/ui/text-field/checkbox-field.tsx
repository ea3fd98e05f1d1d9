import type { ReactNode, Ref } from 'react';
import { NecessityMark, useFieldIds, type Necessity } from './field-frame';
import './field.css';

export interface CheckboxFieldProps {
  id?: string;
  /** What ticking the box says ("J'accepte les conditions…"); it may hold a link. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** Marks the label and, when required, the box (`required`). */
  necessity?: Necessity;
  hint?: ReactNode;
  /** The message under the box; marks it invalid. */
  error?: ReactNode;
  /** Classes beside `pp-ui-check` on the row of the box and its label. */
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, then its hint and error, tied to the box for screen readers. */
export function CheckboxField({
  id,
  label,
  checked,
  onCheckedChange,
  onBlur,
  necessity,
  hint,
  error,
  className,
  inputRef,
}: CheckboxFieldProps) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className="pp-ui-field">
      <div className={className ? `pp-ui-check ${className}` : 'pp-ui-check'}>
        <input
          ref={inputRef}
          id={ids.inputId}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          required={necessity === 'required' || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.inputId}>
          {label}
          {necessity && <NecessityMark necessity={necessity} />}
        </label>
      </div>
      {hint && (
        <p className="pp-ui-field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="pp-ui-field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
