import type { FastifyInstance } from 'fastify';
import * as referenceApi from '@shared/api/contract/reference';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { ALL_PLANNERS_TTL_MS, createAllPlanners } from './all-planners';
import { registerEndpoint } from '../http/register-endpoint';

type RangeKind = 'guest' | 'budget' | 'planner-budget';

export function registerReferenceRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  registerEndpoint(app, referenceApi.eventTypes, async () => ({
    eventTypes: await db.query<referenceApi.EventType>('SELECT slug, name FROM event_types ORDER BY id'),
  }));

  registerEndpoint(app, referenceApi.languages, async () => ({
    langues: await db.query<referenceApi.Language>('SELECT iso, label FROM languages ORDER BY label'),
  }));

  registerEndpoint(app, referenceApi.serviceTypes, async () => ({
    serviceTypes: await db.query<referenceApi.ServiceType>(
      'SELECT id, slug, name FROM service_types ORDER BY id',
    ),
  }));

  const ranges = (kind: RangeKind) => async () => ({
    ranges: await db.query<referenceApi.ProjectRange>(
      'SELECT id, label, min, max FROM project_ranges WHERE kind = $1 ORDER BY position, id',
      [kind],
    ),
  });
  registerEndpoint(app, referenceApi.guestRanges, ranges('guest'));
  registerEndpoint(app, referenceApi.budgetRanges, ranges('budget'));
  registerEndpoint(app, referenceApi.plannerBudgetRanges, ranges('planner-budget'));

  const plannersPage = createAllPlanners(db, clock);
  registerEndpoint(app, referenceApi.allPlanners, async ({ input, reply }) => {
    reply.header('cache-control', `public, max-age=${ALL_PLANNERS_TTL_MS / 1000}`);
    return plannersPage(input);
  });
}
