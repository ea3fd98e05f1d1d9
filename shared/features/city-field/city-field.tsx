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
  'suggestions' | 'keyOf' | 'renderSuggestion'
> {
  /** The country whose cities are suggested. */
  country: CountryCode;
  language: string;
  /** A city was picked and the text still names it: its name is no search any more. */
  picked: boolean;
}

const keyOfLocality = (locality: Locality) =>
  `${locality.city}|${locality.zipcode ?? ''}|${locality.lat},${locality.lng}`;

/** A city typed with the suggestions of GET /search/locality (name, postal code and area), to pick from. */
export function CityField({ country, language, picked, value, ...props }: CityFieldProps) {
  const suggestions = useLocalitySuggestions(picked ? '' : value, country, language);
  return (
    <AutocompleteField
      {...props}
      value={value}
      suggestions={suggestions}
      keyOf={keyOfLocality}
      renderSuggestion={(locality) => (
        <CitySuggestion name={locality.city} details={[locality.zipcode, locality.area]} />
      )}
    />
  );
}
