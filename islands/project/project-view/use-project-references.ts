import * as referenceApi from '@shared/api/contract/reference';
import { useEndpointQuery } from '@shared/api/query';

/** Reference lists change with a deployment, not while a page is open. */
const REFERENCE_STALE_TIME_MS = 60 * 60_000;

export interface ProjectReferences {
  eventTypeName(slug: string): string;
  serviceTypeName(slug: string | null): string | null;
  guestRanges: readonly referenceApi.ProjectRange[];
  plannerBudgetRanges: readonly referenceApi.ProjectRange[];
  budgetRanges: readonly referenceApi.ProjectRange[];
}

/**
 * The lists a project names by slug or id (event types, service types, the three ranges), in the page's
 * language. A list not there yet names a value by its slug, and offers no range to pick.
 */
export function useProjectReferences(language: string): ProjectReferences {
  const options = { language, staleTime: REFERENCE_STALE_TIME_MS };
  const eventTypes = useEndpointQuery(referenceApi.eventTypes, {}, options).data?.eventTypes ?? [];
  const serviceTypes = useEndpointQuery(referenceApi.serviceTypes, {}, options).data?.serviceTypes ?? [];
  const guest = useEndpointQuery(referenceApi.guestRanges, {}, options).data?.ranges ?? [];
  const plannerBudget = useEndpointQuery(referenceApi.plannerBudgetRanges, {}, options).data?.ranges ?? [];
  const budget = useEndpointQuery(referenceApi.budgetRanges, {}, options).data?.ranges ?? [];
  return {
    eventTypeName: (slug) => eventTypes.find((type) => type.slug === slug)?.name ?? slug,
    serviceTypeName: (slug) =>
      slug === null ? null : (serviceTypes.find((type) => type.slug === slug)?.name ?? slug),
    guestRanges: guest,
    plannerBudgetRanges: plannerBudget,
    budgetRanges: budget,
  };
}

/** A range's label by its id, or null when the project has none. */
export function rangeLabel(ranges: readonly referenceApi.ProjectRange[], id: number | null): string | null {
  if (id === null) return null;
  return ranges.find((range) => range.id === id)?.label ?? null;
}
