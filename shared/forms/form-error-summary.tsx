import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';
import { fieldErrorText } from './field-error-text';
import './form-error-summary.css';

export interface FormErrorSummaryProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
}

/**
 * The errors of a long form, listed at its top once it was submitted: each a link that takes the focus to
 * its field. A refused submit takes the focus to the summary, so that a screen reader reads it; the form is
 * made with `withSummary` so that it does not also focus the first wrong field.
 */
export function FormErrorSummary<Values extends FieldValues, Output>({
  form,
}: FormErrorSummaryProps<Values, Output>) {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = useRef<HTMLElement>(null);
  const { errors, isSubmitted } = useFormState({ control: form.methods.control });
  const { refusals } = form;

  useLayoutEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);

  const listed = form.names.flatMap((name) => {
    const error = errors[name];
    return error && typeof error.message === 'string' ? [{ name, text: fieldErrorText(error, t) }] : [];
  });
  if (!isSubmitted || listed.length === 0) return null;
  return (
    <section ref={summary} className="pp-ui-form-summary" aria-labelledby={titleId} tabIndex={-1}>
      <p className="pp-ui-form-summary__title" id={titleId}>
        {t('ui.form.errorSummary')}
      </p>
      <ul className="pp-ui-form-summary__list">
        {listed.map(({ name, text }) => (
          <li key={name}>
            <a
              href={`#${encodeURIComponent(form.fieldId(name))}`}
              onClick={(event) => {
                // The page's address stays as it is: the link only moves the focus.
                event.preventDefault();
                form.methods.setFocus(name, { shouldSelect: false });
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
