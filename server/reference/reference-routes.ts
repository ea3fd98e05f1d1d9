import type { FastifyInstance } from 'fastify';
import {
  allPlanners,
  budgetRanges,
  eventTypes,
  guestRanges,
  languages,
  plannerBudgetRanges,
  serviceTypes,
} from '@shared/api/contract/reference';
import type { EventType, Language, ProjectRange, ServiceType } from '@shared/api/contract/reference';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { ALL_PLANNERS_TTL_MS, createAllPlanners } from './all-planners';
import { registerEndpoint } from '../http/register-endpoint';

type RangeKind = 'guest' | 'budget' | 'planner-budget';

export function registerReferenceRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  registerEndpoint(app, eventTypes, async () => ({
    eventTypes: await db.query<EventType>('SELECT slug, name FROM event_types ORDER BY id'),
  }));

  registerEndpoint(app, languages, async () => ({
    langues: await db.query<Language>('SELECT iso, label FROM languages ORDER BY label'),
  }));

  registerEndpoint(app, serviceTypes, async () => ({
    serviceTypes: await db.query<ServiceType>('SELECT id, slug, name FROM service_types ORDER BY id'),
  }));

  const ranges = (kind: RangeKind) => async () => ({
    ranges: await db.query<ProjectRange>(
      'SELECT id, label, min, max FROM project_ranges WHERE kind = $1 ORDER BY position, id',
      [kind],
    ),
  });
  registerEndpoint(app, guestRanges, ranges('guest'));
  registerEndpoint(app, budgetRanges, ranges('budget'));
  registerEndpoint(app, plannerBudgetRanges, ranges('planner-budget'));

  const plannersPage = createAllPlanners(db, clock);
  registerEndpoint(app, allPlanners, async ({ input, reply }) => {
    reply.header('cache-control', `public, max-age=${ALL_PLANNERS_TTL_MS / 1000}`);
    return plannersPage(input);
  });
}
