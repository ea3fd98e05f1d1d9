import { useTranslation } from 'react-i18next';
import { useServiceTypes } from '@shared/queries/project-reference';
import { SelectField } from '@shared/ui/text-field';

export interface ServiceTypeSelectProps {
  id: string;
  /** A service type's slug; null when not said. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  selectRef?: React.Ref<HTMLSelectElement>;
  error: string | undefined;
  language: string;
}

/** The service the couple wants (GET /api/service-types), optional: "not specified" clears it. */
export function ServiceTypeSelect({ value, onChange, language, ...props }: ServiceTypeSelectProps) {
  const { t } = useTranslation();
  const services = useServiceTypes({ language });
  return (
    <SelectField
      {...props}
      label={t('projectWizard.wizard.serviceType')}
      necessity="optional"
      value={value ?? ''}
      options={[
        { value: '', label: t('projectWizard.wizard.notSaid') },
        ...(services.data ?? []).map((service) => ({ value: service.slug, label: service.name })),
      ]}
      onValueChange={(next) => onChange(next === '' ? null : next)}
    />
  );
}
