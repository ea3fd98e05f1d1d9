import { useTranslation } from 'react-i18next';
import type { WizardAnswers } from '@shared/features/project-wizard/wizard-answers';
import { useProjectRanges, type RangeKind } from '@shared/queries/project-reference';
import { SelectField } from '@shared/ui/text-field';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';

type RangeField = 'guestRange' | 'plannerBudgetRange' | 'budgetRange';

/** An optional range (guests, budgets), picked from the server's list; "not specified" clears it. */
export function RangeSelect({
  wizard,
  language,
  kind,
  field,
  label,
}: Pick<StepProps, 'wizard' | 'language'> & { kind: RangeKind; field: RangeField; label: string }) {
  const { t } = useTranslation();
  const ranges = useProjectRanges(kind, { language });
  const value: WizardAnswers[RangeField] = wizard.state.answers[field];
  const error = wizard.state.errors[field];
  const options = [
    { value: '', label: t('projectWizard.wizard.notSaid') },
    ...(ranges.data ?? []).map((range) => ({ value: String(range.id), label: range.label })),
  ];
  return (
    <SelectField
      id={fieldId(field)}
      label={label}
      necessity="optional"
      value={value == null ? '' : String(value)}
      options={options}
      onValueChange={(next) =>
        wizard.dispatch({ type: 'fieldChanged', field, value: next === '' ? null : Number(next) })
      }
      error={error && t(error)}
    />
  );
}
