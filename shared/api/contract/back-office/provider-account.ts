import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { pendingEmailSchema } from '../account';
import { successSchema } from '../session';
import { impersonationSchema } from './support-access';
import {
  currentPasswordSchema,
  emailSchema,
  firstnameSchema,
  lastnameSchema,
  localeSchema,
  newPasswordSchema,
  otpCodeSchema,
  phoneE164Schema,
} from '@shared/validation';

/**
 * The signed-in provider's own account (docs/product/back-office.md#account): who they are, their company as
 * the header shows it, where their onboarding stands, and the changes they make to their account.
 */

export const providerUserSchema = v.object({
  id: v.number(),
  /** The address the provider signs in with: the confirmed one once confirmed. */
  email: v.string(),
  emailConfirmed: v.boolean(),
  /** A new address waiting for its confirmation link to be followed (the sign-in address stays `email`). */
  pendingEmail: v.nullable(pendingEmailSchema),
  firstname: v.nullable(v.string()),
  lastname: v.nullable(v.string()),
  /** E.164, once verified by a code. */
  phone: v.nullable(v.string()),
  locale: v.string(),
  has_finished_onboarding: v.boolean(),
});
export type ProviderUser = v.InferOutput<typeof providerUserSchema>;

export const companySummarySchema = v.object({
  /** The provider's id in the directory: the `prestataire` couples send requests to. */
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  /** ISO 3166-1 alpha-2: the country site that lists it. */
  country: v.string(),
  /** Shown in the public directory. */
  published: v.boolean(),
});
export type CompanySummary = v.InferOutput<typeof companySummarySchema>;

/** What is left before the profile can go public, in order; empty once onboarding is finished. */
export const ONBOARDING_STEPS = ['confirmEmail', 'finish'] as const;
export const onboardingSchema = v.object({
  finished: v.boolean(),
  remaining: v.array(v.picklist(ONBOARDING_STEPS)),
});

const providerAnswer = v.object({ user: providerUserSchema });

export const me = endpoint({
  name: 'pro_me',
  method: 'GET',
  path: '/api/me',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The signed-in provider, their company (its `id` is the provider’s id in the directory), what is left of their onboarding, and the support access this session is in, if any.',
  request: v.object({}),
  response: v.object({
    user: providerUserSchema,
    company: companySummarySchema,
    onboarding: onboardingSchema,
    /** Present while support acts as the provider in this session: the page's banner says who, and until when. */
    impersonation: v.optional(impersonationSchema),
  }),
});

export const changeLocale = endpoint({
  name: 'account_change_locale',
  method: 'POST',
  path: '/api/account/change-locale',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The language of the back-office and of the emails sent to the provider.',
  request: v.object({ locale: localeSchema }),
  response: providerAnswer,
});

export const updatePersonalInfo = endpoint({
  name: 'account_update_personal_info',
  method: 'POST',
  path: '/api/account/update-personal-info',
  auth: 'provider',
  host: 'backOffice',
  summary: 'The name of the person who runs the account.',
  request: v.object({ firstname: firstnameSchema, lastname: lastnameSchema }),
  response: providerAnswer,
});

export const changeEmail = endpoint({
  name: 'account_change_email',
  method: 'POST',
  path: '/api/account/change-email',
  auth: 'provider',
  host: 'backOffice',
  forbiddenWhileImpersonating: true,
  errors: [429],
  summary:
    'Asks for a new sign-in address, with the current password: a confirmation link goes to the new address, and the account keeps the old one until it is followed. A wrong password is refused on `password`.',
  request: v.object({ email: emailSchema, password: currentPasswordSchema }),
  response: providerAnswer,
});

export const resendAddressConfirmation = endpoint({
  name: 'account_resend_address_confirmation',
  method: 'POST',
  path: '/api/account/resend-address-confirmation',
  auth: 'provider',
  host: 'backOffice',
  errors: [409, 429],
  summary:
    'Sends the sign-in address, not confirmed yet, a new confirmation link (the previous one stops working): what the dashboard offers to whom the first link did not reach. 409 once the address is confirmed, 429 past the hourly number of links.',
  request: v.object({}),
  response: providerAnswer,
});

export const changePassword = endpoint({
  name: 'account_change_password',
  method: 'POST',
  path: '/api/account/change-password',
  auth: 'provider',
  host: 'backOffice',
  forbiddenWhileImpersonating: true,
  errors: [429],
  summary:
    'Replaces the password, given the current one (refused on `currentPassword` when wrong); every other session of the account is signed out.',
  request: v.object({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema }),
  response: successSchema,
});

export const deleteAccount = endpoint({
  name: 'account_delete',
  method: 'POST',
  path: '/api/account/delete',
  auth: 'provider',
  host: 'backOffice',
  forbiddenWhileImpersonating: true,
  errors: [429],
  summary:
    'Closes the account, given the password: the profile leaves the directory at once, personal data is erased, every session ends; the requests couples sent keep the company’s name.',
  request: v.object({ password: currentPasswordSchema }),
  response: successSchema,
});

export const changePhone = endpoint({
  name: 'phone_change',
  method: 'POST',
  path: '/api/phone/change',
  auth: 'provider',
  host: 'backOffice',
  errors: [409, 429, 502],
  summary:
    'Sends a six-digit code by SMS to a new phone number for the account (the couples’ cooldown and resend rules); 409 when another account has that number.',
  request: v.object({ phone: phoneE164Schema }),
  response: successSchema,
});

export const checkPhone = endpoint({
  name: 'phone_check',
  method: 'POST',
  path: '/api/phone/check',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Whether a number may become the account’s: a valid mobile number no other account has (the form asks before sending a code).',
  request: v.object({ phone: phoneE164Schema }),
  response: v.object({ available: v.boolean() }),
});

export const verifyPhone = endpoint({
  name: 'phone_verify',
  method: 'POST',
  path: '/api/phone/verify',
  auth: 'provider',
  host: 'backOffice',
  errors: [409, 429],
  summary: 'Checks the code sent to the new number; a right code makes it the account’s phone.',
  request: v.object({ phone: phoneE164Schema, code: otpCodeSchema }),
  response: providerAnswer,
});
