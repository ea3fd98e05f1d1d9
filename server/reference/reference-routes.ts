import type { FastifyInstance } from 'fastify';
import * as referenceApi from '@shared/api/contract/reference';
import type { ResponseOf } from '@shared/api/endpoint';
import type { Language } from '@shared/i18n';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { createAllPlanners } from './all-planners';
import { requestLanguage } from '../http/describe-issues';
import { registerEndpoint } from '../http/register-endpoint';
import { keptPerLanguage, revalidated, withoutBodyWhenNotModified } from './kept-answers';
import { eventTypesIn, languagesIn, rangeLabel, serviceTypesIn } from './reference-names';

/** The request's language comes from its `locale` cookie, else its Accept-Language. */
const LANGUAGE_VARY = 'Accept-Language, Cookie';

type RangeKind = 'guest' | 'budget' | 'planner-budget';

/** The lists that are the same for every caller in one language, from one deployment to the next. */
type ReferenceList =
  | typeof referenceApi.eventTypes
  | typeof referenceApi.languages
  | typeof referenceApi.serviceTypes
  | typeof referenceApi.guestRanges;

/** Each answer keeps its ETag and a 304 leaves its body out: a form's second visit downloads nothing. */
const REVALIDATED = { onSend: withoutBodyWhenNotModified };

export function registerReferenceRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  // Named in the caller's language: the answers vary with it.
  const listOf = <E extends ReferenceList>(
    endpoint: E,
    compute: (language: Language) => Promise<ResponseOf<E>>,
  ) => {
    const answerIn = keptPerLanguage(compute);
    registerEndpoint(
      app,
      endpoint,
      async ({ request, reply }) => {
        reply.header('vary', LANGUAGE_VARY);
        return revalidated(request, reply, await answerIn(requestLanguage(request)));
      },
      REVALIDATED,
    );
  };

  listOf(referenceApi.eventTypes, async (language) => ({
    eventTypes: eventTypesIn(
      await db.query<referenceApi.EventType>('SELECT slug, name FROM event_types ORDER BY id'),
      language,
    ),
  }));

  listOf(referenceApi.languages, async (language) => ({
    langues: languagesIn(await db.query<referenceApi.Language>('SELECT iso, label FROM languages'), language),
  }));

  listOf(referenceApi.serviceTypes, async (language) => ({
    serviceTypes: serviceTypesIn(
      await db.query<referenceApi.ServiceType>('SELECT id, slug, name FROM service_types ORDER BY id'),
      language,
    ),
  }));

  const ranges = (kind: RangeKind) => async (language: Language) => {
    const rows = await db.query<referenceApi.ProjectRange>(
      'SELECT id, label, min, max FROM project_ranges WHERE kind = $1 ORDER BY position, id',
      [kind],
    );
    return { ranges: rows.map((range) => ({ ...range, label: rangeLabel(range, kind, language) })) };
  };
  listOf(referenceApi.guestRanges, ranges('guest'));
  listOf(referenceApi.budgetRanges, ranges('budget'));
  listOf(referenceApi.plannerBudgetRanges, ranges('planner-budget'));

  const plannersPage = createAllPlanners(db, clock);
  registerEndpoint(app, referenceApi.allPlanners, async ({ input }) => plannersPage(input));
}
