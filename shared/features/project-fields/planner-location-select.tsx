import { useTranslation } from 'react-i18next';
import { PLANNER_LOCATIONS, type PlannerLocation } from '@shared/api/contract/projects';
import { SelectField } from '@shared/ui/text-field';

const LOCATION_LABELS = {
  'near-event': 'projectWizard.wizard.nearEvent',
  anywhere: 'projectWizard.wizard.anywhere',
} as const;

export interface PlannerLocationSelectProps {
  id: string;
  value: PlannerLocation | null | undefined;
  onChange: (value: PlannerLocation | null) => void;
  onBlur?: () => void;
  selectRef?: React.Ref<HTMLSelectElement>;
  error: string | undefined;
}

/** Where the planner should be (near the event, anywhere), optional: "not specified" clears it. */
export function PlannerLocationSelect({ value, onChange, ...props }: PlannerLocationSelectProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      {...props}
      label={t('projectWizard.wizard.plannerLocation')}
      necessity="optional"
      value={value ?? ''}
      options={[
        { value: '', label: t('projectWizard.wizard.notSaid') },
        ...PLANNER_LOCATIONS.map((place) => ({ value: place, label: t(LOCATION_LABELS[place]) })),
      ]}
      onValueChange={(next) => onChange(next === '' ? null : (next as PlannerLocation))}
    />
  );
}
