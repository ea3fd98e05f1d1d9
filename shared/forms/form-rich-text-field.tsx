import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useFormState, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { NecessityMark, useFieldIds } from '@shared/ui/text-field/field-frame';
import type { ContractForm } from './use-contract-form';
import { useFormField } from './use-form-field';
import '@shared/ui/text-field/field.css';

export interface FormRichTextFieldProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  /** A text field of the form: the HTML the editor writes. */
  name: FieldPathByValue<Values, string>;
  /** The field's name, shown above the editor and given to it as its accessible name. */
  label: string;
  hint?: ReactNode;
}

/** What `<pp-rich-text>` tells of a change (widgets/rich-text/element.ts). */
interface RichTextChange extends Event {
  detail?: { value?: unknown };
}

/**
 * A rich-text field of a contract form: the `<pp-rich-text>` element (bold, underline, bullet lists), which
 * the page's element loader upgrades, bound to a text field of the form. The editor starts from the form's
 * starting value (and starts again from it when the form is reset to a new one, as after a save); each of
 * the user's edits becomes the field's value. The server sanitises what it is sent: the element's own
 * cleaning is a convenience, not a guard.
 */
export function FormRichTextField<Values extends FieldValues, Output>({
  form,
  name,
  label,
  hint,
}: FormRichTextFieldProps<Values, Output>) {
  const field = useFormField<Values, Output, string>(form, name);
  const { defaultValues } = useFormState({ control: form.methods.control });
  const [started] = useState(
    () => (form.methods.getValues(name as FieldPath<Values>) as string | undefined) ?? '',
  );
  // The editor reloads when its `data-value` changes: it follows the form's starting value, never its edits.
  const startingValue = readPath(defaultValues, name) ?? started;
  const ids = useFieldIds({ hint, error: field.error });
  const host = useRef<HTMLElement | null>(null);
  const { onChange, ref } = field;

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const changed = (event: RichTextChange) => {
      const value = event.detail?.value;
      if (typeof value === 'string') onChange(value);
    };
    element.addEventListener('pp-rich-text-change', changed);
    return () => element.removeEventListener('pp-rich-text-change', changed);
  }, [onChange]);

  const bind = useCallback(
    (element: HTMLElement | null) => {
      host.current = element;
      // The form focuses a refused field: here the editable area inside the element.
      ref(
        element && {
          focus: () => element.querySelector<HTMLElement>('[contenteditable]')?.focus(),
        },
      );
    },
    [ref],
  );

  return (
    <div className="pp-ui-field" id={field.id}>
      {/* The editor is named by `data-label` (an editable area is no control a <label> can name). */}
      <span className="pp-ui-field__label" aria-hidden="true">
        {label}
        {field.necessity && <NecessityMark necessity={field.necessity} />}
      </span>
      {hint && (
        <p className="pp-ui-field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      <pp-rich-text ref={bind} data-value={startingValue} data-label={label} />
      {field.error && (
        <p className="pp-ui-field__error" id={ids.errorId} role="alert">
          {field.error}
        </p>
      )}
    </div>
  );
}

/** The value at a dot path of the form's starting values. */
function readPath(values: unknown, path: string): string | undefined {
  let value: unknown = values;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are extended in its namespace
  namespace JSX {
    interface IntrinsicElements {
      'pp-rich-text': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-value'?: string;
        'data-label'?: string;
      };
    }
  }
}
