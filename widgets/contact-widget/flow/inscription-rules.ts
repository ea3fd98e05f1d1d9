import * as v from 'valibot';
import type { Registration } from '@shared/api/contract/auth';
import { toCountryCode } from '@shared/sites';
import {
  cityNameSchema,
  emailSchema,
  firstnameSchema,
  issueMessageKeys,
  lastnameSchema,
  siteLanguageSchema,
  termsAcceptedSchema,
  type ValidationMessageKey,
} from '@shared/validation';
import type { ContactState, InscriptionField, InscriptionState } from './contact-state';

function messageOf(schema: v.GenericSchema, value: unknown): ValidationMessageKey | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : issueMessageKeys(result.issues)[0]?.key;
}

/** The rules of SPEC §5 for the inscription form, with the shared schemas: one message key per wrong field. */
export function inscriptionErrors(
  inscription: InscriptionState,
  siteCountry: ContactState['siteCountry'],
): Partial<Record<InscriptionField, ValidationMessageKey>> {
  const messages: [InscriptionField, ValidationMessageKey | undefined][] = [
    ['email', messageOf(emailSchema, inscription.email)],
    ['lastname', messageOf(lastnameSchema, inscription.lastname)],
    ['firstname', messageOf(firstnameSchema, inscription.firstname)],
    // A picked city always passes; a typed one needs more than 2 characters (its coordinates stay null).
    ['city', messageOf(cityNameSchema, inscription.cityText)],
    ['terms', messageOf(termsAcceptedSchema, inscription.termsAccepted)],
    ['language', messageOf(siteLanguageSchema(siteCountry), inscription.language)],
  ];
  return Object.fromEntries(messages.filter(([, message]) => message !== undefined));
}

/**
 * The registration payload of a filled-in form: the picked city brings its postal code, country and
 * coordinates; a city typed without picking goes as typed, in the site's country, without coordinates.
 * Null while no phone was verified.
 */
export function registrationOf(state: ContactState): Registration | null {
  const { inscription, account } = state;
  if (account.phone === null) return null;
  const pick = inscription.cityPick;
  return {
    email: inscription.email.trim(),
    lastname: inscription.lastname.trim(),
    firstname: inscription.firstname.trim(),
    phone: account.phone,
    city: pick ? pick.city : inscription.cityText.trim(),
    zipCode: pick?.zipcode ?? null,
    country: (pick && toCountryCode(pick.countrycode)) ?? state.siteCountry,
    latitude: pick?.lat ?? null,
    longitude: pick?.lng ?? null,
    locale: inscription.language,
  };
}
