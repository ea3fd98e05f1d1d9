import { useTranslation } from 'react-i18next';
import { EventTypeSelect } from '@shared/features/project-fields/event-type-select';
import { useEventTypes } from '@shared/queries/project-reference';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { ReferenceFailure } from './reference-failure';

/** Step 1: the kind of event (a wedding, an engagement…). */
export function EventTypeStep({ wizard, language }: StepProps) {
  const { t } = useTranslation();
  const types = useEventTypes({ language });
  const { answers, errors } = wizard.state;
  if (types.isError) return <ReferenceFailure onRetry={() => void types.refetch()} />;
  return (
    <EventTypeSelect
      id={fieldId('eventType')}
      value={answers.eventType}
      onChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'eventType', value })}
      error={errors.eventType && t(errors.eventType)}
      language={language}
    />
  );
}
