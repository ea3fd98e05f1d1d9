import * as providersApi from '@shared/api/contract/providers';
import type { ProviderCard } from '@shared/api/contract/providers';
import type { RequestOf, ResponseOf } from '@shared/api/endpoint';
import { useEndpointMutation, useEndpointQuery, type EndpointMutationOptions } from '@shared/api/query';
import { useHasSession } from '@shared/session/use-has-session';

/**
 * The planners of a couple's project, as the wizard's suggestion step shows and picks them: one planner's card
 * (GET /api/get-planner/{id}, the planner the wizard was opened from), the algorithm's three
 * (POST /api/get-prestataires), three more on demand (POST /api/get-more-prestataires), and the choice sent
 * (POST /api/choose-prestataires).
 */

/**
 * A card changes when its planner edits the profile or logs in: five minutes is fresh enough for a wizard, and
 * coming back to the step does not ask again.
 */
export const PLANNER_STALE_TIME_MS = 5 * 60_000;

const cardOf = (answer: ResponseOf<typeof providersApi.getPlanner>): ProviderCard => answer.prestataire;

/**
 * One published planner's card, asked for without a session (a visitor's wizard needs it before signing in).
 * Not asked while `id` is undefined; an unknown or unpublished planner is a 404 error, not retried.
 */
export function usePlanner(id: number | undefined, { language }: { language: string }) {
  return useEndpointQuery(
    providersApi.getPlanner,
    {},
    {
      params: { id: id ?? 0 },
      enabled: id !== undefined,
      language,
      staleTime: PLANNER_STALE_TIME_MS,
      select: cardOf,
    },
  );
}

/**
 * The algorithm's three planners for one of the couple's projects, asked for once the browser holds a session
 * and the project exists; `success: false` with `error_slug: 'city-not-found'` when the project's place is
 * unknown. Asked again after a choice is sent (those contacted drop out).
 */
export function useSuggestedPlanners(project: number | undefined, { language }: { language: string }) {
  const signedIn = useHasSession();
  return useEndpointQuery(
    providersApi.getSuggestedProviders,
    { project: project ?? 0 },
    { enabled: signedIn && project !== undefined, language, staleTime: PLANNER_STALE_TIME_MS },
  );
}

type MoreOptions = Omit<EndpointMutationOptions<typeof providersApi.getMoreSuggestedProviders>, 'language'>;

/**
 * "More planners": `mutate({ project, exclude })` asks for the next three by the same ranking, leaving out the
 * cards in `exclude` (every card on show, the chosen ones included). A call on demand whose answer the
 * step adds to its list, not a cached list: each click asks for different cards.
 */
export function useMorePlanners({ language, ...options }: MoreOptions & { language: string }) {
  return useEndpointMutation(providersApi.getMoreSuggestedProviders, { ...options, language });
}

type ChooseOptions = Omit<
  EndpointMutationOptions<typeof providersApi.chooseProviders>,
  'language' | 'invalidates'
>;

/**
 * Sends the project to the chosen planners: `mutate({ project, prestataires, message? })` answers `sent` and
 * `alreadySent`, or `success: false` with `error: 'no-message'` (nothing sent: ask for a message); a 429 past
 * the daily cap and a 400 for a planner that left the directory come as errors. The suggestions are asked
 * again once it has settled.
 */
export function useChoosePlanners({ language, ...options }: ChooseOptions & { language: string }) {
  return useEndpointMutation(providersApi.chooseProviders, {
    ...options,
    language,
    invalidates: [providersApi.getSuggestedProviders],
  });
}

/**
 * The wizard's three suggestions before its project exists (POST /api/suggest-prestataires, a visitor too):
 * ranked for the answers given so far, asked for once the event is placed (`answers` undefined until then).
 */
export function useSuggestionsForAnswers(
  answers: RequestOf<typeof providersApi.suggestPlannersForAnswers> | undefined,
  { language }: { language: string },
) {
  return useEndpointQuery(providersApi.suggestPlannersForAnswers, answers ?? { latitude: 0, longitude: 0 }, {
    enabled: answers !== undefined,
    language,
    staleTime: PLANNER_STALE_TIME_MS,
  });
}

/** "More planners" in the wizard: `mutate({ ...answers, exclude })`, the next three leaving out those shown. */
export function useMoreSuggestionsForAnswers({ language }: { language: string }) {
  return useEndpointMutation(providersApi.suggestPlannersForAnswers, { language });
}
