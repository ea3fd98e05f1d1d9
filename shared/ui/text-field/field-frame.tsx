import { useId, type ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  /** The `aria-describedby` of the control: its hint, any other description, then its error. */
  describedBy: string | undefined;
}

/** The ids that tie a field's control to its label, hint and error. */
export function useFieldIds({
  id,
  hint,
  error,
  moreDescriptions,
}: {
  id?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  moreDescriptions?: string | undefined;
}): FieldIds {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const describedBy =
    [hint ? hintId : '', moreDescriptions ?? '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { inputId: id ?? `${baseId}-input`, hintId, errorId, describedBy };
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Classes beside `pp-ui-field`. */
  className?: string;
  children: ReactNode;
}

/** Label, hint, the control, then the error: the layout every field of the suite shares. */
export function FieldFrame({ ids, label, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `pp-ui-field ${className}` : 'pp-ui-field'}>
      <label className="pp-ui-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {hint && (
        <p className="pp-ui-field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p className="pp-ui-field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
