import * as v from 'valibot';
import { siteCountrySchema } from '@shared/validation/site';
import { endpoint } from '../endpoint';
import { pageNumberSchema } from './primitives';
import { LIST_CACHE } from './public-caches';

const noInput = v.object({});

export const eventTypeSchema = v.object({ slug: v.string(), name: v.string() });
export const languageSchema = v.object({ iso: v.string(), label: v.string() });
export const rangeSchema = v.object({
  id: v.number(),
  label: v.string(),
  min: v.nullable(v.number()),
  max: v.nullable(v.number()),
});
export const serviceTypeSchema = v.object({ id: v.number(), slug: v.string(), name: v.string() });

export const eventTypes = endpoint({
  name: 'event_types',
  method: 'GET',
  path: '/api/event-types',
  auth: 'none',
  summary: 'The kinds of event a project can be about.',
  request: noInput,
  response: v.object({ eventTypes: v.array(eventTypeSchema) }),
  publicCache: LIST_CACHE,
});

export const languages = endpoint({
  name: 'langues',
  method: 'GET',
  path: '/api/langues',
  auth: 'none',
  summary: 'The languages a provider can speak: ISO code and label, in the caller’s language and its order.',
  request: noInput,
  response: v.object({ langues: v.array(languageSchema) }),
  publicCache: LIST_CACHE,
});

export const serviceTypes = endpoint({
  name: 'service_types',
  method: 'GET',
  path: '/api/service-types',
  auth: 'none',
  summary: 'Full service, partial organisation, day-of coordination…',
  request: noInput,
  response: v.object({ serviceTypes: v.array(serviceTypeSchema) }),
  publicCache: LIST_CACHE,
});

function rangeEndpoint(kind: 'guest' | 'budget' | 'planner-budget') {
  return endpoint({
    name: `project_ranges_${kind.replace('-', '_')}`,
    method: 'GET',
    path: `/api/project/ranges/${kind}`,
    auth: 'none',
    summary: `The ${kind.replace('-', ' ')} ranges a project can pick from.`,
    request: noInput,
    response: v.object({ ranges: v.array(rangeSchema) }),
    publicCache: LIST_CACHE,
  });
}
export const guestRanges = rangeEndpoint('guest');
export const budgetRanges = rangeEndpoint('budget');
export const plannerBudgetRanges = rangeEndpoint('planner-budget');

export const plannerSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  city: v.nullable(v.string()),
  country: v.string(),
});

/** Planners per page of `get-all-planners`. */
export const PLANNERS_PAGE_SIZE = 200;

export const allPlanners = endpoint({
  name: 'get_all_planners',
  method: 'GET',
  path: '/api/get-all-planners',
  auth: 'none',
  summary: `The published planners for pickers (optionally one country's), by name, ${PLANNERS_PAGE_SIZE} a page; a page past the last is empty.`,
  // Pickers can show a planner who joined a few minutes ago a few minutes late.
  publicCache: LIST_CACHE,
  request: v.object({
    country: v.optional(siteCountrySchema),
    page: v.optional(pageNumberSchema, 1),
  }),
  response: v.object({
    planners: v.array(plannerSummarySchema),
    page: v.number(),
    /** At least 1, even when there is no planner. */
    pageCount: v.number(),
    total: v.number(),
  }),
});

export type EventType = v.InferOutput<typeof eventTypeSchema>;
export type Language = v.InferOutput<typeof languageSchema>;
export type ServiceType = v.InferOutput<typeof serviceTypeSchema>;
export type ProjectRange = v.InferOutput<typeof rangeSchema>;
export type PlannerSummary = v.InferOutput<typeof plannerSummarySchema>;
