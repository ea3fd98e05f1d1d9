import type { ReactNode } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import type { Locality } from '@shared/api/contract/locality';
import { CityField } from '@shared/features/city-field/city-field';
import type { CountryCode } from '@shared/sites';
import type { ContractForm } from './use-contract-form';
import { useFormField } from './use-form-field';

export interface FormCityFieldProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  name: FieldPathByValue<Values, string>;
  label: ReactNode;
  hint?: ReactNode;
  country: CountryCode;
  language: string;
  /** The city picked from the suggestions, which brings its postal code and coordinates to the send. */
  pick: Locality | null;
  /** A city was picked, or the text no longer names the one picked (null). */
  onPickChange: (pick: Locality | null) => void;
}

/**
 * A city field of a contract form: the typed text is the field's value; a city picked from the suggestions
 * is kept (`pick`) while the text still names it, and forgotten once the text changes.
 */
export function FormCityField<Values extends FieldValues, Output>({
  form,
  name,
  pick,
  onPickChange,
  ...props
}: FormCityFieldProps<Values, Output>) {
  const city = useFormField<Values, Output, string>(form, name);
  return (
    <CityField
      {...props}
      id={city.id}
      picked={pick !== null && pick.city === city.value}
      value={city.value}
      onValueChange={(text) => {
        if (pick !== null && pick.city !== text) onPickChange(null);
        city.onChange(text);
      }}
      onPick={(locality) => {
        onPickChange(locality);
        city.onChange(locality.city);
      }}
      onBlur={city.onBlur}
      inputRef={city.ref}
      necessity={city.necessity}
      error={city.error}
    />
  );
}
