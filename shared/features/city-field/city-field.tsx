import { useTranslation } from 'react-i18next';
import type { Locality } from '@shared/api/contract/locality';
import { useLocalitySuggestions } from '@shared/queries/localities';
import type { CountryCode } from '@shared/sites';
import {
  AutocompleteField,
  CitySuggestion,
  type AutocompleteFieldProps,
} from '@shared/ui/autocomplete-field';

export interface CityFieldProps extends Omit<
  AutocompleteFieldProps<Locality>,
  'suggestions' | 'keyOf' | 'renderSuggestion' | 'status'
> {
  /** The country whose cities are suggested. */
  country: CountryCode;
  language: string;
  /** A city was picked and the text still names it: its name is no search any more. */
  picked: boolean;
}

const keyOfLocality = (locality: Locality) =>
  `${locality.city}|${locality.zipcode ?? ''}|${locality.lat},${locality.lng}`;

/**
 * A city typed with the suggestions of GET /search/locality (name, postal code and area), to pick from; while
 * the cities come it says "searching", and when the text names none, so.
 */
export function CityField({ country, language, picked, value, ...props }: CityFieldProps) {
  const { t } = useTranslation();
  const search = useLocalitySuggestions(picked ? '' : value, country, language);
  const status = search.searching
    ? t('ui.citySearch.searching')
    : search.noneFound
      ? t('ui.citySearch.noneFound')
      : null;
  return (
    <AutocompleteField
      {...props}
      value={value}
      suggestions={search.localities}
      status={status}
      keyOf={keyOfLocality}
      renderSuggestion={(locality) => (
        <CitySuggestion name={locality.city} details={[locality.zipcode, locality.area]} />
      )}
    />
  );
}
