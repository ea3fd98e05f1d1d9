import * as v from 'valibot';
import * as authApi from '@shared/api/contract/auth';
import type { Locality } from '@shared/api/contract/locality';
import { toCountryCode, type CountryCode } from '@shared/sites';
import { siteLanguageSchema } from '@shared/validation/site';
import { termsAcceptedSchema } from '@shared/validation/terms';

const { email, lastname, firstname, city } = authApi.registrationSchema.entries;

/**
 * The inscription's rules (docs/product/phone-sign-in.md#profile-form): the registration request's own for the fields it shares with it (so a
 * 400 naming one of them lands on it), the terms of sale, and a language the site offers.
 */
export function inscriptionSchema(siteCountry: CountryCode) {
  return v.object({
    email,
    lastname,
    firstname,
    city,
    terms: termsAcceptedSchema,
    locale: siteLanguageSchema(siteCountry),
  });
}

export type InscriptionSchema = ReturnType<typeof inscriptionSchema>;
/** The form's fields as typed. */
export type InscriptionInput = v.InferInput<InscriptionSchema>;
/** The form's fields once its rules passed (texts trimmed and normalised). */
export type InscriptionValues = v.InferOutput<InscriptionSchema>;

export interface RegistrationContext {
  /** The verified phone, E.164. */
  phone: string;
  /** The city picked from the suggestions, while the city's text still names it. */
  pick: Locality | null;
  siteCountry: CountryCode;
}

/**
 * The registration of a filled-in form: the picked city brings its postal code, country and coordinates; a
 * city typed without picking goes as typed, in the site's country, without coordinates.
 */
export function registrationOf(
  values: InscriptionValues,
  { phone, pick, siteCountry }: RegistrationContext,
): authApi.Registration {
  return {
    email: values.email,
    lastname: values.lastname,
    firstname: values.firstname,
    phone,
    city: pick ? pick.city : values.city,
    zipCode: pick?.zipcode ?? null,
    country: (pick && toCountryCode(pick.countrycode)) ?? siteCountry,
    latitude: pick?.lat ?? null,
    longitude: pick?.lng ?? null,
    locale: values.locale,
  };
}
