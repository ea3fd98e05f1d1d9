import * as v from 'valibot';
import { endpoint } from '../endpoint';
import {
  cityNameSchema,
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  otpCodeSchema,
  phoneE164Schema,
  siteCountrySchema,
  localeSchema,
} from '../../validation';

export const userSchema = v.object({
  id: v.number(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  firstname: v.nullable(v.string()),
  lastname: v.nullable(v.string()),
  city: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  country: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  locale: v.nullable(v.string()),
  has_finished_onboarding: v.boolean(),
});
export type User = v.InferOutput<typeof userSchema>;

const tokensEntries = {
  token: v.string(),
  refresh_token: v.string(),
};

const successSchema = v.object({ success: v.literal(true) });

export const checkPhone = endpoint({
  name: 'check_phone',
  method: 'POST',
  path: '/api/check-phone',
  auth: 'none',
  summary: 'Sends a six-digit code by SMS to the phone number (60 s cooldown, at most 4 resends).',
  request: v.object({ phone: phoneE164Schema }),
  response: successSchema,
});

export const verifyPhone = endpoint({
  name: 'verify_phone',
  method: 'POST',
  path: '/api/verify-phone',
  auth: 'none',
  summary: 'Checks the code sent to the phone; a success marks the phone verified for 10 minutes.',
  request: v.object({ code: otpCodeSchema, phone: phoneE164Schema }),
  response: successSchema,
});

export const checkAccount = endpoint({
  name: 'check_account',
  method: 'POST',
  path: '/api/check-account',
  auth: 'none',
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
  zipCode: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(16))),
  country: siteCountrySchema,
  latitude: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  locale: localeSchema,
});
export type Registration = v.InferInput<typeof registrationSchema>;

export const register = endpoint({
  name: 'register',
  method: 'POST',
  path: '/api/register',
  auth: 'none',
  summary: 'Creates the account of a phone verified in the last 10 minutes and signs it in.',
  request: registrationSchema,
  response: v.object({ user: userSchema, ...tokensEntries }),
});

export const me = endpoint({
  name: 'me',
  method: 'GET',
  path: '/api/me',
  auth: 'required',
  summary: 'The signed-in user.',
  request: v.object({}),
  response: v.object({ user: userSchema }),
});

export const refreshToken = endpoint({
  name: 'token_refresh',
  method: 'POST',
  path: '/api/token/refresh',
  auth: 'none',
  summary: 'Trades a refresh token for a new pair; each refresh token works once.',
  request: v.object({ refresh_token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  response: v.object(tokensEntries),
});

export const logout = endpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/logout',
  auth: 'required',
  summary: 'Revokes the session of the bearer token and all its refresh tokens.',
  request: v.object({}),
  response: successSchema,
});
