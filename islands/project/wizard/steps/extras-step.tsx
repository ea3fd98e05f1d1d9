import { useTranslation } from 'react-i18next';
import { PlannerLocationSelect } from '@shared/features/project-fields/planner-location-select';
import { ProjectLanguagesField } from '@shared/features/project-fields/project-languages-field';
import { ServiceTypeSelect } from '@shared/features/project-fields/service-type-select';
import { TextField } from '@shared/ui/text-field';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { RangeSelect } from './range-select';

/** Step 3, all optional (they refine the suggestions): service, theme, languages, planner's place, budgets. */
export function ExtrasStep({ wizard, language }: StepProps) {
  const { t } = useTranslation();
  const { answers, errors } = wizard.state;
  const error = (field: keyof typeof errors) => errors[field] && t(errors[field]);
  return (
    <>
      <ServiceTypeSelect
        id={fieldId('serviceType')}
        value={answers.serviceType}
        onChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'serviceType', value })}
        error={error('serviceType')}
        language={language}
      />
      <TextField
        id={fieldId('theme')}
        label={t('projectWizard.wizard.theme')}
        hint={t('projectWizard.wizard.themeHint')}
        necessity="optional"
        maxLength={200}
        value={answers.theme ?? ''}
        onValueChange={(value) =>
          wizard.dispatch({ type: 'fieldChanged', field: 'theme', value: value === '' ? null : value })
        }
        error={error('theme')}
      />
      <ProjectLanguagesField
        id={fieldId('languages')}
        value={answers.languages}
        onChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'languages', value })}
        language={language}
      />
      <PlannerLocationSelect
        id={fieldId('plannerLocation')}
        value={answers.plannerLocation}
        onChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'plannerLocation', value })}
        error={error('plannerLocation')}
      />
      <RangeSelect
        wizard={wizard}
        language={language}
        kind="planner-budget"
        field="plannerBudgetRange"
        label={t('projectWizard.wizard.plannerBudget')}
      />
      <RangeSelect
        wizard={wizard}
        language={language}
        kind="budget"
        field="budgetRange"
        label={t('projectWizard.wizard.budget')}
      />
    </>
  );
}
