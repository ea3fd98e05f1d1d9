import type { saveProject } from '@shared/api/contract/projects';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { Queryable } from '../db/database';
import { invalidField } from '../http/http-error';

/** The references a `save_project` request names, as the contract parsed them. */
export type ProjectReferenceInput = Pick<
  ParsedRequestOf<typeof saveProject>,
  'eventType' | 'serviceType' | 'guestRange' | 'plannerBudgetRange' | 'budgetRange'
>;

export interface ProjectReferences {
  eventTypeId: number;
  serviceTypeId: number | null;
  guestRangeId: number | null;
  plannerBudgetRangeId: number | null;
  budgetRangeId: number | null;
}

/**
 * The ids of the reference data a new project names, looked up in one query; a 400 naming the problem when
 * the event type or service type is unknown, or when a range id is not a range of its own kind (a budget
 * range given as the guest range).
 */
export async function resolveProjectReferences(
  db: Queryable,
  input: ProjectReferenceInput,
): Promise<ProjectReferences> {
  const [found] = await db.query<ProjectReferences>(
    `SELECT (SELECT id FROM event_types WHERE slug = $1) AS "eventTypeId",
            (SELECT id FROM service_types WHERE slug = $2) AS "serviceTypeId",
            (SELECT id FROM project_ranges WHERE id = $3 AND kind = 'guest') AS "guestRangeId",
            (SELECT id FROM project_ranges WHERE id = $4 AND kind = 'planner-budget') AS "plannerBudgetRangeId",
            (SELECT id FROM project_ranges WHERE id = $5 AND kind = 'budget') AS "budgetRangeId"`,
    [
      input.eventType,
      input.serviceType ?? null,
      input.guestRange ?? null,
      input.plannerBudgetRange ?? null,
      input.budgetRange ?? null,
    ],
  );
  if (!found?.eventTypeId) throw invalidField('eventType', 'server.unknownEventType');
  if (input.serviceType && found.serviceTypeId === null)
    throw invalidField('serviceType', 'server.unknownServiceType');
  const ranges = [
    ['guestRange', input.guestRange, found.guestRangeId],
    ['plannerBudgetRange', input.plannerBudgetRange, found.plannerBudgetRangeId],
    ['budgetRange', input.budgetRange, found.budgetRangeId],
  ] as const;
  const unknownRange = ranges.find(([, given, id]) => given != null && id === null);
  if (unknownRange) throw invalidField(unknownRange[0], 'server.unknownRange');
  return found;
}
