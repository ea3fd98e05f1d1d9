import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { emailConfirmationTokenSchema } from '../account';
import { successSchema, tokensEntries } from '../session';
import {
  companyNameSchema,
  currentPasswordSchema,
  emailSchema,
  localeSchema,
  newPasswordSchema,
  siteCountrySchema,
} from '@shared/validation';

/**
 * How a provider gets into the back-office (docs/product/back-office.md#accounts): an account made with an
 * email and a password, a sign-in that never tells whether an address has an account, a forgotten password
 * reset from a link sent by email. These answer without a session; the token refresh and sign-out are the
 * couples' (`session.ts`), the same on every host.
 */

export const providerRegistrationSchema = v.object({
  email: emailSchema,
  password: newPasswordSchema,
  companyName: companyNameSchema,
  country: siteCountrySchema,
  locale: localeSchema,
});
export type ProviderRegistration = v.InferInput<typeof providerRegistrationSchema>;

export const registerProvider = endpoint({
  name: 'register_provider',
  method: 'POST',
  path: '/api/register/',
  auth: 'none',
  host: 'backOffice',
  errors: [429],
  summary:
    'Opens a provider account and its company, unpublished and in onboarding, and sends a link to confirm the address. An address that already has an account gets an email saying so instead; the answer is the same either way, so it never tells who has an account. A password among the most common ones is refused (400 on `password`).',
  request: providerRegistrationSchema,
  response: successSchema,
});

export const loginSchema = v.object({ email: emailSchema, password: currentPasswordSchema });

export const login = endpoint({
  name: 'login_check',
  method: 'POST',
  path: '/api/login_check',
  auth: 'none',
  host: 'backOffice',
  errors: [401, 429],
  summary:
    'Signs a provider in with email and password. An unknown address and a wrong password get the same 401, in the same time; repeated failures for an account or from an address are slowed down, then refused for a while (429 with Retry-After).',
  request: loginSchema,
  response: v.object(tokensEntries),
});

export const requestPasswordReset = endpoint({
  name: 'reset_password_request',
  method: 'POST',
  path: '/api/reset-password/request',
  auth: 'none',
  host: 'backOffice',
  errors: [429],
  summary:
    'Sends a single-use link to set a new password, valid one hour, when the address has an account; the answer is the same whatever the address.',
  request: v.object({ email: emailSchema }),
  response: successSchema,
});

export const resetPassword = endpoint({
  name: 'reset_password_token',
  method: 'POST',
  path: '/api/reset-password/token',
  auth: 'none',
  host: 'backOffice',
  errors: [404, 410, 429],
  summary:
    'Sets a new password from a reset link and signs out every session of the account. An unknown link answers 404; a used, replaced or expired one 410.',
  request: v.object({ token: emailConfirmationTokenSchema, password: newPasswordSchema }),
  response: successSchema,
});
