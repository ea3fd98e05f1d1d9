import { useEffect, useRef, useState } from 'react';
import { defineElement, type FormAssociatedProps } from '../define';

/**
 * A form-associated test element: a text field whose initial value comes from `data-value`. It reports its
 * value and its validity (`valueMissing` when required and empty) through the `form` controller.
 */
export interface FieldProps extends FormAssociatedProps {
  value?: string;
}

export const FIELD_REQUIRED_MESSAGE = 'Please fill in the fixture field.';

function Field({ form, value = '' }: FieldProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const { setValue, setValidity, onReset, onRestore, required } = form;

  useEffect(() => {
    setValue(text);
    if (required && text === '')
      setValidity({ valueMissing: true }, FIELD_REQUIRED_MESSAGE, input.current ?? undefined);
    else setValidity({});
  }, [text, required, setValue, setValidity]);

  useEffect(() => onReset(() => setText(value)), [onReset, value]);
  useEffect(() => onRestore((state) => setText(typeof state === 'string' ? state : '')), [onRestore]);

  return (
    <input
      className="field-input"
      aria-label="Fixture field"
      value={text}
      disabled={form.disabled}
      data-form-disabled={String(form.disabled)}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

export function defineField(tagName: `pp-${string}`): CustomElementConstructor {
  return defineElement(tagName, Field, { props: { value: 'string' }, formAssociated: true });
}
