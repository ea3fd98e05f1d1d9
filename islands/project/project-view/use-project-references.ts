import type * as referenceApi from '@shared/api/contract/reference';
import { useEventTypes, useProjectRanges, useServiceTypes } from '@shared/queries/project-reference';

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
  const eventTypes = useEventTypes({ language }).data ?? [];
  const serviceTypes = useServiceTypes({ language }).data ?? [];
  return {
    eventTypeName: (slug) => eventTypes.find((type) => type.slug === slug)?.name ?? slug,
    serviceTypeName: (slug) =>
      slug === null ? null : (serviceTypes.find((type) => type.slug === slug)?.name ?? slug),
    guestRanges: useProjectRanges('guest', { language }).data ?? [],
    plannerBudgetRanges: useProjectRanges('planner-budget', { language }).data ?? [],
    budgetRanges: useProjectRanges('budget', { language }).data ?? [],
  };
}

/** A range's label by its id, or null when the project has none. */
export function rangeLabel(ranges: readonly referenceApi.ProjectRange[], id: number | null): string | null {
  if (id === null) return null;
  return ranges.find((range) => range.id === id)?.label ?? null;
}
