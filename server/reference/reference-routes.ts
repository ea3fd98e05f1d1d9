import type { FastifyInstance } from 'fastify';
import * as referenceApi from '@shared/api/contract/reference';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { createAllPlanners } from './all-planners';
import { requestLanguage } from '../http/describe-issues';
import { registerEndpoint, type EndpointHandler } from '../http/register-endpoint';
import { eventTypesIn, languagesIn, rangeLabel, serviceTypesIn } from './reference-names';

/** The request's language comes from its `locale` cookie, else its Accept-Language. */
const LANGUAGE_VARY = 'Accept-Language, Cookie';

type RangeKind = 'guest' | 'budget' | 'planner-budget';

export function registerReferenceRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  // Named in the caller's language: the answers vary with it.
  registerEndpoint(app, referenceApi.eventTypes, async ({ request, reply }) => {
    reply.header('vary', LANGUAGE_VARY);
    const rows = await db.query<referenceApi.EventType>('SELECT slug, name FROM event_types ORDER BY id');
    return { eventTypes: eventTypesIn(rows, requestLanguage(request)) };
  });

  registerEndpoint(app, referenceApi.languages, async ({ request, reply }) => {
    reply.header('vary', LANGUAGE_VARY);
    const rows = await db.query<referenceApi.Language>('SELECT iso, label FROM languages');
    return { langues: languagesIn(rows, requestLanguage(request)) };
  });

  registerEndpoint(app, referenceApi.serviceTypes, async ({ request, reply }) => {
    reply.header('vary', LANGUAGE_VARY);
    const rows = await db.query<referenceApi.ServiceType>(
      'SELECT id, slug, name FROM service_types ORDER BY id',
    );
    return { serviceTypes: serviceTypesIn(rows, requestLanguage(request)) };
  });

  const ranges: (kind: RangeKind) => EndpointHandler<typeof referenceApi.guestRanges> =
    (kind) =>
    async ({ request, reply }) => {
      reply.header('vary', LANGUAGE_VARY);
      const language = requestLanguage(request);
      const rows = await db.query<referenceApi.ProjectRange>(
        'SELECT id, label, min, max FROM project_ranges WHERE kind = $1 ORDER BY position, id',
        [kind],
      );
      return { ranges: rows.map((range) => ({ ...range, label: rangeLabel(range, kind, language) })) };
    };
  registerEndpoint(app, referenceApi.guestRanges, ranges('guest'));
  registerEndpoint(app, referenceApi.budgetRanges, ranges('budget'));
  registerEndpoint(app, referenceApi.plannerBudgetRanges, ranges('planner-budget'));

  const plannersPage = createAllPlanners(db, clock);
  registerEndpoint(app, referenceApi.allPlanners, async ({ input }) => plannersPage(input));
}
