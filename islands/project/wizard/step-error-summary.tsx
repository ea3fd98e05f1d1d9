import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardField } from '@shared/features/project-wizard/wizard-answers';
import type { WizardErrors } from '@shared/features/project-wizard/wizard-steps';
import '@shared/forms/form-error-summary.css';
import { fieldId, focusField } from './field-ids';

/**
 * The step's messages listed on top (the forms' error summary, drawn by its style sheet), each a link to its
 * field. Each refused move (`refusals`) takes the focus to it, so that a screen reader reads it.
 */
export function StepErrorSummary({ errors, refusals }: { errors: WizardErrors; refusals: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = useRef<HTMLElement>(null);
  const listed = Object.entries(errors) as [WizardField, NonNullable<WizardErrors[WizardField]>][];
  useEffect(() => {
    if (refusals > 0) summary.current?.focus();
  }, [refusals]);
  if (listed.length === 0) return null;
  return (
    <section ref={summary} className="pp-ui-form-summary" aria-labelledby={titleId} tabIndex={-1}>
      <p className="pp-ui-form-summary__title" id={titleId}>
        {t('ui.form.errorSummary')}
      </p>
      <ul className="pp-ui-form-summary__list">
        {listed.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${fieldId(field)}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(field);
              }}
            >
              {t(message)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
