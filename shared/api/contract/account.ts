import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { latitudeSchema, longitudeSchema, zipCodeSchema } from './primitives';
import { userSchema } from './session';
import {
  cityNameSchema,
  emailSchema,
  localeSchema,
  siteCountrySchema,
  VALIDATION_MESSAGES,
} from '@shared/validation';

/** A field the account settings show but never change: sending it is refused, so no client believes it did. */
const locked = (message: string) => v.optional(v.never(message));

const LOCATION_DETAILS = ['zipCode', 'country', 'latitude', 'longitude'] as const;

/**
 * What a couple may change of their account (docs/product/project-site.md#account-settings): every field
 * optional, an absent one kept. The city is one pick of the autocomplete, as at registration: it comes with its
 * country (and, when the pick has them, its postal code and coordinates), and replaces the whole location;
 * a postal code or coordinates without a city are refused. Names and phone cannot change here.
 */
export const profileFieldsSchema = v.object({
  email: v.optional(emailSchema),
  city: v.optional(cityNameSchema),
  zipCode: v.optional(v.nullable(zipCodeSchema)),
  country: v.optional(siteCountrySchema),
  latitude: v.optional(v.nullable(latitudeSchema)),
  longitude: v.optional(v.nullable(longitudeSchema)),
  locale: v.optional(localeSchema),
  lastname: locked(VALIDATION_MESSAGES.namesLocked),
  firstname: locked(VALIDATION_MESSAGES.namesLocked),
  phone: locked(VALIDATION_MESSAGES.phoneLocked),
});

/** The profile's changes with the rules between their fields: a location comes whole, with its city. */
export const profileChangesSchema = v.pipe(
  profileFieldsSchema,
  v.forward(
    v.check(
      (changes) => changes.city !== undefined || LOCATION_DETAILS.every((key) => changes[key] === undefined),
      VALIDATION_MESSAGES.city,
    ),
    ['city'],
  ),
  v.forward(
    v.check(
      (changes) => changes.city === undefined || changes.country !== undefined,
      VALIDATION_MESSAGES.country,
    ),
    ['country'],
  ),
  v.forward(
    v.check(
      (changes) => (changes.latitude == null) === (changes.longitude == null),
      VALIDATION_MESSAGES.value,
    ),
    ['longitude'],
  ),
);
export type ProfileChanges = v.InferInput<typeof profileChangesSchema>;

export const updateProfile = endpoint({
  name: 'update_profile',
  method: 'POST',
  path: '/api/update-profile',
  auth: 'couple',
  summary:
    'Changes the email, the city (with its country, postal code and coordinates) or the language of the signed-in couple; names and phone are refused.',
  request: profileChangesSchema,
  response: v.object({ success: v.literal(true), user: userSchema }),
});
