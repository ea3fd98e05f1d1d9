import { useState } from 'react';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { COUNTRY_CODES, type CountryCode } from '@shared/sites';
import { PhoneField, type PhoneFieldProps } from '@shared/ui/phone-field';
import { formatPhone } from '@shared/validation/phone/phone-display';
import { siteCountryOfE164, toE164 } from '@shared/validation/phone/phone';
import type { ContractForm } from './use-contract-form';
import { useFormField } from './use-form-field';

type Text = string | null | undefined;

export interface FormPhoneFieldProps<Values extends FieldValues, Output> extends Pick<
  PhoneFieldProps,
  'label' | 'hint' | 'disabled'
> {
  form: ContractForm<Values, Output>;
  name: FieldPathByValue<Values, Text>;
  /** The country picked until the number says another (the provider's, the site's). */
  defaultCountry: CountryCode;
}

/** The text the field shows for a value: a stored number as people read it, anything else as it is. */
const shownText = (value: Text) => (value ? formatPhone(value) : '');

/**
 * A phone number of a contract form, stored in E.164 (`+33478000000`) and typed the way people write it,
 * with its country picked among the sites' (the shared PhoneField): what is typed becomes E.164 as soon as it
 * is a number of the country picked, and stays as typed otherwise, so that the form's rule marks it.
 */
export function FormPhoneField<Values extends FieldValues, Output>({
  form,
  name,
  defaultCountry,
  ...props
}: FormPhoneFieldProps<Values, Output>) {
  const field = useFormField<Values, Output, Text>(form, name);
  const [country, setCountry] = useState<CountryCode>(
    () => (field.value && siteCountryOfE164(field.value)) || defaultCountry,
  );
  const [typed, setTyped] = useState(() => shownText(field.value));
  // The value this field last gave the form: another one came from elsewhere (the form loaded or was reset).
  const [given, setGiven] = useState<Text>(field.value);
  if (field.value !== given) {
    setGiven(field.value);
    setTyped(shownText(field.value));
    if (field.value) setCountry(siteCountryOfE164(field.value) ?? country);
  }
  const give = (text: string, inCountry: CountryCode) => {
    const value = text.trim() === '' ? '' : (toE164(text, inCountry) ?? text);
    setGiven(value);
    field.onChange(value);
  };
  return (
    <PhoneField
      {...props}
      id={field.id}
      countries={COUNTRY_CODES}
      country={country}
      onCountryChange={(picked) => {
        setCountry(picked);
        give(typed, picked);
      }}
      value={typed}
      onValueChange={(text) => {
        setTyped(text);
        give(text, country);
      }}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
