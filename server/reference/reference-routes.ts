import type { FastifyInstance } from 'fastify';
import {
  allPlanners,
  budgetRanges,
  eventTypes,
  guestRanges,
  languages,
  plannerBudgetRanges,
  serviceTypes,
} from '../../shared/api/contract/reference';
import type {
  EventType,
  Language,
  PlannerSummary,
  ProjectRange,
  ServiceType,
} from '../../shared/api/contract/reference';
import type { Queryable } from '../db/database';
import { registerEndpoint } from '../http/register-endpoint';

type RangeKind = 'guest' | 'budget' | 'planner-budget';

export function registerReferenceRoutes(app: FastifyInstance, db: Queryable): void {
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

  registerEndpoint(app, allPlanners, async ({ input }) => ({
    planners: await db.query<PlannerSummary>(
      `SELECT id, name, slug, city, country FROM providers
       WHERE published AND ($1::text IS NULL OR country = $1) ORDER BY name, id`,
      [input.country ?? null],
    ),
  }));
}
