import * as referenceApi from '@shared/api/contract/reference';
import { useEndpointQuery } from '@shared/api/query';

/**
 * The lists a project picks from (GET /api/event-types, /api/service-types, /api/langues and the three
 * project ranges), in the page's language. They change with a deployment, not while a page is open.
 */
const REFERENCE_STALE_TIME = Infinity;

const options = (language: string) => ({ language, staleTime: REFERENCE_STALE_TIME });

export function useEventTypes({ language }: { language: string }) {
  return useEndpointQuery(referenceApi.eventTypes, {}, { ...options(language), select: (a) => a.eventTypes });
}

export function useServiceTypes({ language }: { language: string }) {
  return useEndpointQuery(
    referenceApi.serviceTypes,
    {},
    { ...options(language), select: (a) => a.serviceTypes },
  );
}

export function useProviderLanguages({ language }: { language: string }) {
  return useEndpointQuery(referenceApi.languages, {}, { ...options(language), select: (a) => a.langues });
}

const RANGES = {
  guest: referenceApi.guestRanges,
  budget: referenceApi.budgetRanges,
  'planner-budget': referenceApi.plannerBudgetRanges,
} as const;

export type RangeKind = keyof typeof RANGES;

export function useProjectRanges(kind: RangeKind, { language }: { language: string }) {
  return useEndpointQuery(RANGES[kind], {}, { ...options(language), select: (a) => a.ranges });
}
