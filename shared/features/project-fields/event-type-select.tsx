import { useTranslation } from 'react-i18next';
import { useEventTypes } from '@shared/queries/project-reference';
import { SelectField } from '@shared/ui/text-field';

export interface EventTypeSelectProps {
  id: string;
  /** An event type's slug; undefined while none is chosen. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  selectRef?: React.Ref<HTMLSelectElement>;
  error: string | undefined;
  language: string;
}

/** The kind of event (a wedding, an engagement…), required, from GET /api/event-types. */
export function EventTypeSelect({ value, onChange, language, ...props }: EventTypeSelectProps) {
  const { t } = useTranslation();
  const types = useEventTypes({ language });
  const options = [
    { value: '', label: t('projectWizard.wizard.choose') },
    ...(types.data ?? []).map((type) => ({ value: type.slug, label: type.name })),
  ];
  return (
    <SelectField
      {...props}
      label={t('projectWizard.wizard.eventTypeLabel')}
      necessity="required"
      value={value ?? ''}
      options={options}
      onValueChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}
