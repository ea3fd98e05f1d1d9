import { useState, type ReactNode } from 'react';
import {
  useWatch,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { CityField } from '@shared/features/city-field/city-field';
import type { CountryCode } from '@shared/sites';
import { formatCityWithPostalCode, parseCityWithPostalCode, VALIDATION_MESSAGES } from '@shared/validation';
import type { ContractForm } from './use-contract-form';
import { useFormField } from './use-form-field';

export interface FormCityWithPostalCodeFieldProps<Values extends FieldValues, Output> {
  form: ContractForm<Values, Output>;
  /** The request's city field: the field's messages, the server's included, show on it. */
  cityName: FieldPathByValue<Values, string>;
  /** The request's postal code, filled with the city. */
  postalCodeName: FieldPathByValue<Values, string>;
  label: ReactNode;
  hint?: ReactNode;
  country: CountryCode;
  language: string;
}

/**
 * The back-office's city field (docs/product/city-autocomplete.md#back-office-city-field): the text reads
 * "City (postal code)", as picking a suggestion writes it, and fills the request's city and postal code. Left
 * with any other text, or with either part empty, it is marked invalid and emptied. A city and postal code
 * the form is given (what the company had, a register's answer) show in the same shape. Where the gazetteer
 * has no postal codes (outside France), the city picked shows as its name alone and is kept while untouched.
 */
export function FormCityWithPostalCodeField<Values extends FieldValues, Output>({
  form,
  cityName,
  postalCodeName,
  ...props
}: FormCityWithPostalCodeFieldProps<Values, Output>) {
  const city = useFormField<Values, Output, string>(form, cityName);
  const postalCodePath = postalCodeName as FieldPath<Values>;
  const postalCode = useWatch({ control: form.methods.control, name: postalCodePath }) as string;
  // A city without a postal code (the gazetteer has none outside France) shows as its name alone.
  const shown = (name: string, code: string) =>
    name && code ? formatCityWithPostalCode({ city: name, postalCode: code }) : name;
  const [text, setText] = useState(() => shown(city.value, postalCode));

  // A city given from outside (a reset after saving, the register's answer) replaces the text: adjusted while
  // rendering, when the pair changes (React's "storing information from previous renders").
  const pair = shown(city.value, postalCode);
  const [lastPair, setLastPair] = useState(pair);
  if (pair !== lastPair) {
    setLastPair(pair);
    if (pair) setText(pair);
  }

  const fill = (name: string, code: string) => {
    form.methods.setValue(postalCodePath, code as PathValue<Values, FieldPath<Values>>, {
      shouldDirty: true,
    });
    city.onChange(name);
  };

  return (
    <CityField
      {...props}
      id={city.id}
      picked={city.value !== '' && (parseCityWithPostalCode(text) !== null || text === city.value)}
      value={text}
      onValueChange={(typed) => {
        setText(typed);
        // Typing unpicks: the request's city waits for a pick, or for the text to read "City (code)".
        if (city.value !== '') fill('', '');
      }}
      onPick={(locality) => {
        const code = locality.zipcode ?? '';
        setText(shown(locality.city, code));
        fill(locality.city, code);
        form.methods.clearErrors(cityName as FieldPath<Values>);
      }}
      onBlur={() => {
        // The city picked (or given) without a postal code, its name untouched since.
        if (city.value !== '' && postalCode === '' && text === city.value) {
          city.onBlur();
          return;
        }
        const place = parseCityWithPostalCode(text);
        if (place) {
          fill(place.city, place.postalCode);
          city.onBlur();
          return;
        }
        if (text.trim() === '' && city.value === '') return;
        setText('');
        fill('', '');
        // Emptied, the field is still one the user left: its message shows (`useFormField` waits for that).
        form.methods.setValue(cityName as FieldPath<Values>, '' as PathValue<Values, FieldPath<Values>>, {
          shouldTouch: true,
        });
        form.methods.setError(cityName as FieldPath<Values>, {
          type: 'cityWithPostalCode',
          message: VALIDATION_MESSAGES.cityWithPostalCode,
        });
      }}
      inputRef={city.ref}
      necessity={city.necessity}
      error={city.error}
    />
  );
}
