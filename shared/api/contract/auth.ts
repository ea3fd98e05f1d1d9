import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { latitudeSchema, longitudeSchema, zipCodeSchema } from './primitives';
import { successSchema, tokensEntries, userSchema } from './session';
import {
  cityNameSchema,
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  otpCodeSchema,
  phoneE164Schema,
  siteCountrySchema,
  localeSchema,
} from '@shared/validation';

export const checkPhone = endpoint({
  name: 'check_phone',
  method: 'POST',
  path: '/api/check-phone',
  auth: 'none',
  errors: [429, 502],
  summary: 'Sends a six-digit code by SMS to the phone number (60 s cooldown, at most 4 resends).',
  request: v.object({ phone: phoneE164Schema }),
  response: successSchema,
});

export const verifyPhone = endpoint({
  name: 'verify_phone',
  method: 'POST',
  path: '/api/verify-phone',
  auth: 'none',
  errors: [429],
  summary: 'Checks the code sent to the phone; a success marks the phone verified for 10 minutes.',
  request: v.object({ code: otpCodeSchema, phone: phoneE164Schema }),
  response: successSchema,
});

export const checkAccount = endpoint({
  name: 'check_account',
  method: 'POST',
  path: '/api/check-account',
  auth: 'none',
  errors: [403, 429],
  summary: 'For a phone verified in the last 10 minutes: signs in the account of that phone if there is one.',
  request: v.object({ phone: phoneE164Schema }),
  response: v.variant('hasAccount', [
    v.object({ hasAccount: v.literal(true), user: userSchema, ...tokensEntries }),
    v.object({ hasAccount: v.literal(false), user: v.null(), token: v.null(), refresh_token: v.null() }),
  ]),
});

export const registrationSchema = v.object({
  email: emailSchema,
  lastname: lastnameSchema,
  firstname: firstnameSchema,
  phone: phoneE164Schema,
  city: cityNameSchema,
  zipCode: v.nullable(zipCodeSchema),
  country: siteCountrySchema,
  latitude: v.nullable(latitudeSchema),
  longitude: v.nullable(longitudeSchema),
  locale: localeSchema,
});
export type Registration = v.InferInput<typeof registrationSchema>;

export const register = endpoint({
  name: 'register',
  method: 'POST',
  path: '/api/register',
  auth: 'none',
  errors: [403, 409, 429],
  summary: 'Creates the account of a phone verified in the last 10 minutes and signs it in.',
  request: registrationSchema,
  response: v.object({ user: userSchema, ...tokensEntries }),
});
