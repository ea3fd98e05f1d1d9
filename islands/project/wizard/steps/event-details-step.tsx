import { useTranslation } from 'react-i18next';
import type { Locality } from '@shared/api/contract/locality';
import { useLocalitySuggestions } from '@shared/queries/localities';
import { AutocompleteField, CitySuggestion } from '@shared/ui/autocomplete-field';
import { fieldId } from '../field-ids';
import type { StepProps } from '../step-props';
import { EventDateField } from './event-date-field';
import { RangeSelect } from './range-select';

const keyOfLocality = (locality: Locality) =>
  `${locality.city}|${locality.zipcode ?? ''}|${locality.lat},${locality.lng}`;

/** Step 2: the date (not in the past), the city picked from the suggestions, the guest range. */
export function EventDetailsStep({ wizard, language, country }: StepProps) {
  const { t } = useTranslation();
  const { answers, errors } = wizard.state;
  const text = answers.eventLocation ?? '';
  // Once a city is picked its name is no search any more; typing again searches again.
  const placed = answers.latitude != null && answers.longitude != null;
  const suggestions = useLocalitySuggestions(placed ? '' : text, country, language);
  return (
    <>
      <EventDateField
        value={answers.eventDate}
        language={language}
        error={errors.eventDate && t(errors.eventDate)}
        onChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'eventDate', value })}
      />
      <AutocompleteField
        id={fieldId('eventLocation')}
        label={t('projectWizard.wizard.location')}
        hint={t('projectWizard.wizard.locationHint')}
        necessity="required"
        value={text}
        onValueChange={(value) => wizard.dispatch({ type: 'fieldChanged', field: 'eventLocation', value })}
        suggestions={suggestions}
        keyOf={keyOfLocality}
        renderSuggestion={(locality) => (
          <CitySuggestion name={locality.city} details={[locality.zipcode, locality.area]} />
        )}
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
