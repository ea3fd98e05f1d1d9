import type { ReactNode } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';
import './field.css';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
  /** The option's language, when its label is in another one (a language named in itself). */
  lang?: string;
}

export interface SelectFieldProps<Value extends string> {
  label: ReactNode;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** Called with one of the options' values, never anything else. */
  onValueChange: (value: Value) => void;
  hint?: ReactNode;
  /** The message under the field; marks the select invalid. */
  error?: ReactNode;
}

/** A labelled native select (the platform's own popup, keyboard and screen-reader support). */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onValueChange,
  hint,
  error,
}: SelectFieldProps<Value>) {
  const ids = useFieldIds({ hint, error });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.inputId}
        className="pp-ui-field__input pp-ui-field__select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
