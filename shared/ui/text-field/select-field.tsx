import type { ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds, type Necessity } from './field-frame';
import './field.css';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
  /** The option's language, when its label is in another one (a language named in itself). */
  lang?: string;
}

export interface SelectFieldProps<Value extends string> {
  id?: string;
  label: ReactNode;
  value: Value;
  options: readonly SelectOption<Value>[];
  /** Called with one of the options' values, never anything else. */
  onValueChange: (value: Value) => void;
  onBlur?: () => void;
  /** Marks the label and, when required, the select (`required`). */
  necessity?: Necessity;
  hint?: ReactNode;
  /** The message under the field; marks the select invalid. */
  error?: ReactNode;
  selectRef?: Ref<HTMLSelectElement>;
  /** The control's name: what a server form in its place named it (islands/hand-over.ts). */
  name?: string;
}

/** A labelled native select (the platform's own popup, keyboard and screen-reader support). */
export function SelectField<Value extends string>({
  id,
  label,
  value,
  options,
  onValueChange,
  onBlur,
  necessity,
  hint,
  error,
  selectRef,
  name,
}: SelectFieldProps<Value>) {
  const ids = useFieldIds({ id, hint, error });
  return (
    <FieldFrame ids={ids} label={label} necessity={necessity} hint={hint} error={error}>
      <select
        ref={selectRef}
        id={ids.inputId}
        name={name}
        className="pp-ui-field__input pp-ui-field__select"
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
        onBlur={onBlur}
        required={necessity === 'required' || undefined}
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
