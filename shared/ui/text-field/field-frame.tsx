import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Whether a field must be filled in; a form marks both kinds, so that neither is a guess. */
export type Necessity = 'required' | 'optional';

/**
 * "(obligatoire)" or "(facultatif)" after a label. The required mark is hidden from screen readers, which
 * announce the control's own `required` state instead; the optional one is part of the field's name.
 */
export function NecessityMark({ necessity }: { necessity: Necessity }) {
  const { t } = useTranslation();
  return (
    <span className="pp-ui-field__necessity" aria-hidden={necessity === 'required' || undefined}>
      {' '}
      {t(necessity === 'required' ? 'ui.field.required' : 'ui.field.optional')}
    </span>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  /** Marks the label "(obligatoire)" or "(facultatif)"; no mark without it. */
  necessity?: Necessity | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  /** Classes beside `pp-ui-field`. */
  className?: string;
  children: ReactNode;
}

/** Label, hint, the control, then the error: the layout every field of the suite shares. */
export function FieldFrame({ ids, label, necessity, hint, error, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `pp-ui-field ${className}` : 'pp-ui-field'}>
      <label className="pp-ui-field__label" htmlFor={ids.inputId}>
        {label}
        {necessity && <NecessityMark necessity={necessity} />}
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
