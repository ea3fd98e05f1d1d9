import { useEffect } from 'react';
import { ApiError } from '@shared/api/client';
import type { ProjectWizard } from '@shared/features/project-wizard/use-project-wizard';
import { usePlanner } from '@shared/queries/planners';

/**
 * The planner the couple came from (`?prestataire=`, or a restored draft's) asked of the server once the
 * wizard is shown (GET /api/get-planner, which the planners step reads too): one it does not know (404:
 * unknown or unpublished) is dropped from the choice, and the wizard tells the couple, rather than kept as an
 * invisible choice that no send could reach.
 */
export function useUnknownPlannerCheck({ state, restored, dispatch }: ProjectWizard, language: string) {
  const featured = restored ? state.featuredPlanner : null;
  const planner = usePlanner(featured ?? undefined, { language });
  const unknown = featured !== null && planner.error instanceof ApiError && planner.error.status === 404;
  useEffect(() => {
    if (unknown) dispatch({ type: 'plannerDropped', id: featured });
  }, [unknown, featured, dispatch]);
}
