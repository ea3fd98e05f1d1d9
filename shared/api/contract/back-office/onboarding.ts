import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { providerUserSchema } from './provider-account';

/**
 * The onboarding's checklist (docs/product/back-office.md#onboarding): what a profile needs before it goes
 * public, what each part brings, and a completeness score; finishing is refused while a required part is
 * missing.
 */

/** The checklist's parts, in the order the page guides through them. */
export const ONBOARDING_PARTS = [
  'company',
  'address',
  'services',
  'portrait',
  'languages',
  'profilePhoto',
  'gallery',
] as const;
export type OnboardingPart = (typeof ONBOARDING_PARTS)[number];

/**
 * What each part weighs in the score (they add up to 100) and whether finishing waits for it: a profile
 * without a name, a SIRET, a place, its services, its words and a face is not shown to couples; languages and
 * the gallery make it better found and chosen.
 */
export const ONBOARDING_RULES: Readonly<Record<OnboardingPart, { weight: number; required: boolean }>> = {
  company: { weight: 20, required: true },
  address: { weight: 15, required: true },
  services: { weight: 15, required: true },
  portrait: { weight: 15, required: true },
  languages: { weight: 10, required: false },
  profilePhoto: { weight: 15, required: true },
  gallery: { weight: 10, required: false },
};

/** The visible gallery photos a profile needs for its gallery part to be done. */
export const GALLERY_PHOTOS_NEEDED = 3;

export const onboardingPartSchema = v.object({
  part: v.picklist(ONBOARDING_PARTS),
  done: v.boolean(),
  required: v.boolean(),
  /** What the part adds to the score once done. */
  weight: v.number(),
});

export const onboardingChecklistSchema = v.object({
  finished: v.boolean(),
  /** 0–100: the weights of the parts done. */
  score: v.number(),
  parts: v.array(onboardingPartSchema),
  /** The required parts not done yet, in the checklist's order: finishing waits for them. */
  missing: v.array(v.picklist(ONBOARDING_PARTS)),
});
export type OnboardingChecklist = v.InferOutput<typeof onboardingChecklistSchema>;

export const onboarding = endpoint({
  name: 'onboarding',
  method: 'GET',
  path: '/api/onboarding',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The onboarding’s checklist: each part (company name and SIRET, address, services, portrait, languages, profile photo, three visible gallery photos) done or not and required or not, the completeness score, and the required parts missing.',
  request: v.object({}),
  response: onboardingChecklistSchema,
});

export const finishOnboarding = endpoint({
  name: 'onboarding_finish',
  method: 'POST',
  path: '/api/onboarding/finish',
  auth: 'provider',
  host: 'backOffice',
  errors: [409],
  summary:
    'Ends the onboarding once the address is confirmed and every required part of the checklist is done: 409 before, its message naming what is missing. The back-office then opens on its dashboard.',
  request: v.object({}),
  response: v.object({ user: providerUserSchema }),
});
