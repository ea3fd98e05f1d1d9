import * as v from 'valibot';
import { profileChangesSchema, profileFieldsSchema, type ProfileChanges } from '@shared/api/contract/account';
import type { Locality } from '@shared/api/contract/locality';
import type { User } from '@shared/api/contract/session';
import { LANGUAGES, toLanguage, type Language } from '@shared/i18n';
import { toCountryCode, type CountryCode } from '@shared/sites';
import { VALIDATION_MESSAGES } from '@shared/validation';
import { messageKeyOf, type ValidationMessageKey } from '@shared/validation/messages';

/**
 * The account settings' form (docs/product/project-site.md#account-settings): the email, the city and the
 * interface language, by the names of update-profile's request (a 400 naming one lands on it).
 */
export const accountFormSchema = v.object({
  email: v.unwrap(profileFieldsSchema.entries.email),
  city: v.unwrap(profileFieldsSchema.entries.city),
  locale: v.picklist(LANGUAGES, VALIDATION_MESSAGES.language),
});
export type AccountFormInput = v.InferInput<typeof accountFormSchema>;
export type AccountFormValues = v.InferOutput<typeof accountFormSchema>;

/** The form's first values: the account as it stands, in the page's language when it has none. */
export function accountValuesOf(user: User, pageLanguage: Language): AccountFormInput {
  return {
    email: user.email ?? '',
    city: user.city ?? '',
    locale: toLanguage(user.locale ?? '') ?? pageLanguage,
  };
}

/**
 * What the form changes in the account, and only that. A new city replaces the whole location: the picked
 * one brings its country, postal code and coordinates; one typed without a pick goes with the account's
 * country (else the site's) and no coordinates, which `cityRefusalOf` refuses before it is sent.
 */
export function profileChangesOf(
  values: AccountFormValues,
  user: User,
  pick: Locality | null,
  siteCountry: CountryCode,
): ProfileChanges {
  const changes: ProfileChanges = {};
  if (values.email !== user.email) changes.email = values.email;
  if (values.city !== (user.city ?? '')) {
    const picked = pick !== null && pick.city === values.city ? pick : null;
    changes.city = values.city;
    changes.country =
      (picked && toCountryCode(picked.countrycode)) ?? toCountryCode(user.country ?? '') ?? siteCountry;
    changes.zipCode = picked?.zipcode ?? null;
    changes.latitude = picked?.lat ?? null;
    changes.longitude = picked?.lng ?? null;
  }
  if (values.locale !== toLanguage(user.locale ?? '')) changes.locale = values.locale;
  return changes;
}

/**
 * What update-profile's rules (`profileChangesSchema`, the server's own) say of the changes' city, checked before
 * sending: a typed city that was not picked from the suggestions has no place, and the form says so on the city.
 */
export function cityRefusalOf(changes: ProfileChanges): ValidationMessageKey | null {
  const issue = v
    .safeParse(profileChangesSchema, changes)
    .issues?.find((candidate) => v.getDotPath(candidate) === 'city');
  return issue ? messageKeyOf(issue.message) : null;
}
