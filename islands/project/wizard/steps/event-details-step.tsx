import { useTranslation } from 'react-i18next';
import { CityField } from '@shared/features/city-field/city-field';
import { EventDateField } from '@shared/features/project-fields/event-date-field';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { RangeSelect } from './range-select';

/** Step 2: the date (not in the past), the city picked from the suggestions, the guest range. */
export function EventDetailsStep({ wizard, language, country }: StepProps) {
  const { t } = useTranslation();
  const { answers, errors } = wizard.state;
  const text = answers.eventLocation ?? '';
  // Once a city is picked its name is no search any more; typing again searches again.
  const placed = answers.latitude != null && answers.longitude != null;
  return (
    <>
      <EventDateField
        id={fieldId('eventDate')}
        className="pp-project-wizard__date"
        value={answers.eventDate}
        language={language}
        error={errors.eventDate && t(errors.eventDate)}
        onChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'eventDate', value })}
      />
      <CityField
        id={fieldId('eventLocation')}
        label={t('projectWizard.wizard.location')}
        hint={t('projectWizard.wizard.locationHint')}
        necessity="required"
        value={text}
        onValueChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'eventLocation', value })}
        country={country}
        language={language}
        picked={placed}
        onPick={(locality) => wizard.dispatch({ type: 'localityPicked', locality })}
        error={errors.eventLocation && t(errors.eventLocation)}
      />
      <RangeSelect
        wizard={wizard}
        language={language}
        kind="guest"
        field="guestRange"
        label={t('projectWizard.wizard.guestRange')}
      />
    </>
  );
}
