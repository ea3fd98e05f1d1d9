import { useTranslation } from 'react-i18next';
import type { WizardField } from '@shared/features/project-wizard/wizard-answers';
import type { WizardErrors } from '@shared/features/project-wizard/wizard-steps';
import { ErrorSummary } from '@shared/forms/error-summary';
import { fieldId, focusField } from './field-ids';

/**
 * The step's messages in the forms' error summary, each a link to its field. Each refused move (`refusals`)
 * takes the focus to it.
 */
export function StepErrorSummary({ errors, refusals }: { errors: WizardErrors; refusals: number }) {
  const { t } = useTranslation();
  const listed = Object.entries(errors) as [WizardField, NonNullable<WizardErrors[WizardField]>][];
  const items = listed.map(([field, message]) => ({
    fieldId: fieldId(field),
    text: t(message),
    focus: () => focusField(field),
  }));
  return <ErrorSummary items={items} refusals={refusals} />;
}
