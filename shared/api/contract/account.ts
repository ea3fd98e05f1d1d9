import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { latitudeSchema, longitudeSchema, zipCodeSchema } from './primitives';
import { successSchema, userSchema } from './session';
import {
  cityNameSchema,
  emailSchema,
  localeSchema,
  siteCountrySchema,
  VALIDATION_MESSAGES,
} from '@shared/validation';
import { isPlacedCity } from '@shared/validation/placed-city';

/** A field the account settings show but never change: sending it is refused, so no client believes it did. */
const locked = (message: string) => v.optional(v.never(message));

const LOCATION_DETAILS = ['zipCode', 'country', 'latitude', 'longitude'] as const;

/**
 * What a couple may change of their account (docs/product/project-site.md#account-settings): every field
 * optional, an absent one kept. The city is one pick of the autocomplete, as in the wizard: it comes with its
 * country and coordinates (and its postal code when the pick has one), and replaces the whole location;
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

/** The profile's changes with the rules between their fields: a location comes whole, a picked city with its place. */
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
      (changes) => changes.city === undefined || isPlacedCity(changes),
      VALIDATION_MESSAGES.cityWithPostalCode,
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

/**
 * A new address waiting for its owner to confirm it from the link sent to it
 * (docs/product/project-site.md#email-confirmation): until then the account's `email` stays the confirmed one,
 * the one providers see.
 */
export const pendingEmailSchema = v.object({
  email: v.string(),
  /** ISO 8601 instant the current link was sent. */
  sentAt: v.string(),
  /** ISO 8601 instant the current link stops working. */
  expiresAt: v.string(),
  /** The link has expired: a new one must be sent before the address can be confirmed. */
  linkExpired: v.boolean(),
});
export type PendingEmail = v.InferOutput<typeof pendingEmailSchema>;

/** The single-use secret of a confirmation link: 256 random bits, base64url. */
export const emailConfirmationTokenSchema = v.config(
  v.pipe(v.string(), v.maxLength(64), v.regex(/^[\w-]{43}$/)),
  { abortPipeEarly: true },
);

export const updateProfile = endpoint({
  name: 'update_profile',
  method: 'POST',
  path: '/api/update-profile',
  auth: 'couple',
  errors: [429],
  summary:
    'Changes the city (with its country, postal code and coordinates) or the language of the signed-in couple, and asks for a new email: the new address is pending (a confirmation link is sent to it) and `user.email` stays the confirmed one until the link is followed; names and phone are refused.',
  request: profileChangesSchema,
  response: v.object({
    success: v.literal(true),
    user: userSchema,
    pendingEmail: v.nullable(pendingEmailSchema),
  }),
});

export const emailChange = endpoint({
  name: 'email_change',
  method: 'GET',
  path: '/api/email-change',
  auth: 'couple',
  summary: 'The signed-in couple’s new email address waiting for confirmation, or `pendingEmail: null`.',
  request: v.object({}),
  response: v.object({ success: v.literal(true), pendingEmail: v.nullable(pendingEmailSchema) }),
});

export const resendEmailConfirmation = endpoint({
  name: 'resend_email_confirmation',
  method: 'POST',
  path: '/api/email-change/resend',
  auth: 'couple',
  errors: [404, 429],
  summary:
    'Sends a new confirmation link to the pending address (the previous link stops working); 404 when no address is pending, 429 past the hourly number of links.',
  request: v.object({}),
  response: v.object({ success: v.literal(true), pendingEmail: pendingEmailSchema }),
});

export const cancelEmailChange = endpoint({
  name: 'cancel_email_change',
  method: 'DELETE',
  path: '/api/email-change',
  auth: 'couple',
  summary: 'Forgets the pending address (its link stops working); the confirmed address stays.',
  request: v.object({}),
  response: successSchema,
});

export const confirmEmail = endpoint({
  name: 'confirm_email',
  method: 'POST',
  path: '/api/confirm-email',
  auth: 'none',
  summary:
    'Follows a confirmation link: the pending address becomes the account’s email, once. An unknown link answers 404; a used, replaced or expired one 410.',
  request: v.object({ token: emailConfirmationTokenSchema }),
  response: v.object({ success: v.literal(true), email: v.string() }),
});
