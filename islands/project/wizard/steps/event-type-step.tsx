import { useTranslation } from 'react-i18next';
import { useEventTypes } from '@shared/queries/project-reference';
import { SelectField } from '@shared/ui/text-field';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { ReferenceFailure } from './reference-failure';

/** Step 1: the kind of event (a wedding, an engagement…). */
export function EventTypeStep({ wizard, language }: StepProps) {
  const { t } = useTranslation();
  const types = useEventTypes({ language });
  const { answers, errors } = wizard.state;
  if (types.isError) return <ReferenceFailure onRetry={() => void types.refetch()} />;
  const options = [
    { value: '', label: t('projectWizard.wizard.choose') },
    ...(types.data ?? []).map((type) => ({ value: type.slug, label: type.name })),
  ];
  return (
    <SelectField
      id={fieldId('eventType')}
      label={t('projectWizard.wizard.eventTypeLabel')}
      necessity="required"
      value={answers.eventType ?? ''}
      options={options}
      onValueChange={(value) =>
        wizard.dispatch({ type: 'fieldChanged', field: 'eventType', value: value === '' ? undefined : value })
      }
      error={errors.eventType && t(errors.eventType)}
    />
  );
}
