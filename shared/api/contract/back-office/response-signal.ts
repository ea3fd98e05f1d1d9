import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';

/**
 * How fast the provider answers its leads (docs/product/back-office.md#response-signal): over the last 90
 * days, the share of its requests it answered (accepted or declined) and the median time it took, with whether
 * that earns it the "responds quickly" mark couples see.
 */

export const responseSignalSchema = v.object({
  /** The requests counted: answered ones, and unanswered ones whose response window has passed. */
  requests: v.number(),
  responses: v.number(),
  /** responses / requests, from 0 to 1; null without a request. */
  rate: v.nullable(v.number()),
  /** The median time from a request's sending to its answer, in minutes; null without an answer. */
  medianMinutes: v.nullable(v.number()),
  respondsQuickly: v.boolean(),
});
export type ResponseSignalView = v.InferOutput<typeof responseSignalSchema>;

/** What the mark takes, said to the provider beside its figures. */
export const respondsQuicklyRuleSchema = v.object({
  windowDays: v.number(),
  minRequests: v.number(),
  minRate: v.number(),
  maxMedianHours: v.number(),
  /** The written response window each new lead's countdown runs down. */
  responseWindowHours: v.number(),
});

/** A lead still inside its response window and not answered yet: the dashboard counts its time down. */
export const waitingLeadSchema = v.object({
  /** The request's uuid: its page is the back-office's `leadPath(id)`. */
  id: v.string(),
  /** ISO 8601; what is left is `timeLeftToRespond(sentAt, now)` (shared/validation/response-signal.ts). */
  sentAt: v.string(),
});

/** The most waiting leads the dashboard lists: the newest; the inbox has them all. */
export const WAITING_LEADS_SHOWN = 10;

export const responseSignal = endpoint({
  name: 'pro_response_signal',
  method: 'GET',
  path: '/api/response-signal',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The provider’s response rate and median response time over the last 90 days (a decline counts as an answer), whether they earn the “responds quickly” mark, the mark’s rule, and the newest leads still waiting for an answer inside their response window.',
  request: v.object({}),
  response: v.object({
    signal: responseSignalSchema,
    rule: respondsQuicklyRuleSchema,
    waiting: v.array(waitingLeadSchema),
  }),
});
