import { useTranslation } from 'react-i18next';
import { PLANNER_LOCATIONS } from '@shared/api/contract/projects';
import { LANGUAGES } from '@shared/i18n';
import { useProviderLanguages, useServiceTypes } from '@shared/queries/project-reference';
import { CheckboxField, SelectField, TextField } from '@shared/ui/text-field';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { RangeSelect } from './range-select';

type ProjectLanguage = (typeof LANGUAGES)[number];

const isProjectLanguage = (iso: string): iso is ProjectLanguage =>
  (LANGUAGES as readonly string[]).includes(iso);

const LOCATION_LABELS = {
  'near-event': 'projectWizard.wizard.nearEvent',
  anywhere: 'projectWizard.wizard.anywhere',
} as const;

/** Step 3, all optional (they refine the suggestions): service, theme, languages, planner's place, budgets. */
export function ExtrasStep({ wizard, language }: StepProps) {
  const { t } = useTranslation();
  const { answers, errors } = wizard.state;
  const services = useServiceTypes({ language });
  const languages = useProviderLanguages({ language });
  const spoken = answers.languages ?? [];
  const offered = (languages.data ?? []).filter((entry) => isProjectLanguage(entry.iso));
  const error = (field: keyof typeof errors) => errors[field] && t(errors[field]);
  return (
    <>
      <SelectField
        id={fieldId('serviceType')}
        label={t('projectWizard.wizard.serviceType')}
        necessity="optional"
        value={answers.serviceType ?? ''}
        options={[
          { value: '', label: t('projectWizard.wizard.notSaid') },
          ...(services.data ?? []).map((service) => ({ value: service.slug, label: service.name })),
        ]}
        onValueChange={(value) =>
          wizard.dispatch({ type: 'fieldChanged', field: 'serviceType', value: value === '' ? null : value })
        }
        error={error('serviceType')}
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
      <fieldset className="pp-project-wizard__choices" id={fieldId('languages')}>
        <legend>{t('projectWizard.wizard.languages')}</legend>
        {offered.map((entry) => (
          <CheckboxField
            key={entry.iso}
            label={entry.label}
            checked={isProjectLanguage(entry.iso) && spoken.includes(entry.iso)}
            onCheckedChange={(checked) => {
              if (!isProjectLanguage(entry.iso)) return;
              const next = checked ? [...spoken, entry.iso] : spoken.filter((iso) => iso !== entry.iso);
              wizard.dispatch({ type: 'fieldChanged', field: 'languages', value: next });
            }}
          />
        ))}
      </fieldset>
      <SelectField
        id={fieldId('plannerLocation')}
        label={t('projectWizard.wizard.plannerLocation')}
        necessity="optional"
        value={answers.plannerLocation ?? ''}
        options={[
          { value: '', label: t('projectWizard.wizard.notSaid') },
          ...PLANNER_LOCATIONS.map((place) => ({ value: place, label: t(LOCATION_LABELS[place]) })),
        ]}
        onValueChange={(value) =>
          wizard.dispatch({
            type: 'fieldChanged',
            field: 'plannerLocation',
            value: value === '' ? null : (value as (typeof PLANNER_LOCATIONS)[number]),
          })
        }
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
