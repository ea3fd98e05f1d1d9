import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './form-error-summary.css';

/** One message of the summary and the field it is about. */
export interface ErrorSummaryItem {
  /** The field control's id: the link's target. */
  fieldId: string;
  text: string;
  /** Takes the focus to the field (the link's click). */
  focus: () => void;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** How many submits were refused: each one takes the focus to the summary. */
  refusals: number;
}

/**
 * The errors of a long form listed at its top, each a link that takes the focus to its field. A refused
 * submit takes the focus to the summary, so that a screen reader reads it. Nothing while there is no error.
 */
export function ErrorSummary({ items, refusals }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);

  if (items.length === 0) return null;
  return (
    <section ref={summary} className="pp-ui-form-summary" aria-labelledby={titleId} tabIndex={-1}>
      <p className="pp-ui-form-summary__title" id={titleId}>
        {t('ui.form.errorSummary')}
      </p>
      <ul className="pp-ui-form-summary__list">
        {items.map(({ fieldId, text, focus }) => (
          <li key={fieldId}>
            <a
              href={`#${encodeURIComponent(fieldId)}`}
              onClick={(event) => {
                // The page's address stays as it is: the link only moves the focus.
                event.preventDefault();
                focus();
              }}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
