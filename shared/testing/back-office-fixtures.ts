import type { ResponseOf } from '@shared/api/endpoint';
import {
  ONBOARDING_PARTS,
  ONBOARDING_RULES,
  type OnboardingChecklist,
  type OnboardingPart,
} from '@shared/api/contract/back-office/onboarding';
import type * as accountApi from '@shared/api/contract/back-office/provider-account';
import type { ProviderUser } from '@shared/api/contract/back-office/provider-account';

type ProviderAnswer = ResponseOf<typeof accountApi.me>;

/** A provider as GET /api/me answers it, for the back-office islands' tests: signed up, confirmed, finished. */
export function exampleProvider(
  changes: { user?: Partial<ProviderUser> } & Partial<Omit<ProviderAnswer, 'user'>> = {},
): ProviderAnswer {
  return {
    user: {
      id: 7,
      email: 'atelier@example.com',
      emailConfirmed: true,
      pendingEmail: null,
      firstname: 'Camille',
      lastname: 'Martin',
      phone: null,
      locale: 'fr',
      has_finished_onboarding: true,
      ...changes.user,
    },
    company: {
      id: 42,
      name: 'Atelier Lumière',
      slug: 'atelier-lumiere',
      country: 'FR',
      published: true,
      ...changes.company,
    },
    onboarding: { finished: true, remaining: [], ...changes.onboarding },
  };
}

/** The checklist of a provider who has done `done`, as GET /api/onboarding answers it. */
export function exampleChecklist(done: readonly OnboardingPart[], finished = false): OnboardingChecklist {
  const parts = ONBOARDING_PARTS.map((part) => ({
    part,
    done: done.includes(part),
    ...ONBOARDING_RULES[part],
  }));
  return {
    finished,
    score: parts.reduce((score, part) => score + (part.done ? part.weight : 0), 0),
    parts,
    missing: parts.filter((part) => part.required && !part.done).map((part) => part.part),
  };
}
