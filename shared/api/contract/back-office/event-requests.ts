import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { BRIEF_ITEMS } from '@shared/leads/lead-quality';
import { boundedText } from '@shared/validation/text';
import { listPageEntries } from '../page-number';
import { disputeSchema } from './lead-disputes';
import { pageNumberSchema, uuidSchema } from '../primitives';

/**
 * The requests couples sent to the provider, as leads (docs/product/back-office.md#leads): the inbox a page at
 * a time, one lead (opening it marks it read for the couple), unlocking it for credits, declining it.
 */

/**
 * Where a lead stands for its provider, mapped from the request's status
 * (docs/product/projects-and-requests.md#request-status): new (sent or read, still within LEAD_ANSWER_DAYS of
 * its sending), unlocked (accepted), declined, expired (sent or read and not answered within LEAD_ANSWER_DAYS).
 */
export const LEAD_STATUSES = ['new', 'unlocked', 'declined', 'expired'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Days a provider has to answer a lead before it expires: it can still be declined, no longer unlocked. */
export const LEAD_ANSWER_DAYS = 30;

/** Leads a page of the inbox lists. */
export const LEADS_PAGE_SIZE = 20;

/** Why a provider declines, picked from a list (each optional, as is the note beside it). */
export const DECLINE_REASONS = ['unavailable', 'out-of-area', 'budget', 'service', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_NOTE_MAX_LENGTH = 500;

const isoInstant = v.string();
const nullableId = v.nullable(v.number());

/**
 * A lead as the back-office shows it: the brief that helps decide, never the couple's identity until the
 * provider has unlocked it (`contact` is null before).
 */
export const leadSchema = v.object({
  uuid: v.string(),
  status: v.picklist(LEAD_STATUSES),
  /** What unlocking it costs, in credits (shared/leads/lead-price.ts). */
  price: v.number(),
  message: v.string(),
  event: v.object({
    /** The event type's slug (GET /api/event-types names it). */
    type: v.string(),
    /** YYYY-MM-DD. */
    date: v.string(),
    /** The place as the couple wrote or picked it. */
    city: v.nullable(v.string()),
    /** From the provider's address to the event, in whole kilometres; null when either is not located. */
    distanceKm: v.nullable(v.number()),
    /** The service type's slug (GET /api/service-types). */
    serviceType: v.nullable(v.string()),
    /** The ranges' ids (GET /api/project/ranges/…). */
    guestRangeId: nullableId,
    budgetRangeId: nullableId,
    plannerBudgetRangeId: nullableId,
    /** ISO codes of the languages the couple wants to be answered in; empty means any. */
    languages: v.array(v.string()),
  }),
  /** How many planners the project contacted (this one included), and how many of them unlocked it. */
  contacted: v.number(),
  unlockedBy: v.number(),
  quality: v.object({
    /** The couple typed a code sent to their phone number: it reaches them. */
    phoneVerified: v.boolean(),
    /** The event date is not passed and not absurdly far ahead. */
    datePlausible: v.boolean(),
    completeness: v.object({ score: v.number(), missing: v.array(v.picklist(BRIEF_ITEMS)) }),
  }),
  /** ISO 8601 instants: sent, first read, and unlocked or declined (null until then). */
  sentAt: isoInstant,
  readAt: v.nullable(isoInstant),
  answeredAt: v.nullable(isoInstant),
  /** When a lead not answered expires (sentAt + LEAD_ANSWER_DAYS). */
  expiresAt: isoInstant,
  decline: v.nullable(
    v.object({ reason: v.nullable(v.picklist(DECLINE_REASONS)), note: v.nullable(v.string()) }),
  ),
  /** The provider's claim about its unlock (`POST …/dispute`), as support left it; null while it made none. */
  dispute: v.nullable(disputeSchema),
  /**
   * When the unlock's credits came back (a fair-charge rule or support's decision, docs/product/back-office.md#fair-charge);
   * null while they have not. A refunded unlock cannot be claimed.
   */
  refundedAt: v.nullable(isoInstant),
  /** The couple's details: only once unlocked. */
  contact: v.nullable(
    v.object({
      firstname: v.nullable(v.string()),
      lastname: v.nullable(v.string()),
      email: v.nullable(v.string()),
      phone: v.nullable(v.string()),
    }),
  ),
});
export type Lead = v.InferOutput<typeof leadSchema>;

export const eventRequests = endpoint({
  name: 'pro_event_requests',
  method: 'GET',
  path: '/api/event-requests',
  auth: 'provider',
  host: 'backOffice',
  summary: `The provider’s leads, newest first, ${LEADS_PAGE_SIZE} a page, all of them or those of one status (new, unlocked, declined, expired); \`page\`, \`pageCount\` and \`total\` count the filter’s leads. Listing marks nothing read.`,
  request: v.object({
    status: v.optional(v.picklist(LEAD_STATUSES)),
    page: v.optional(pageNumberSchema, 1),
  }),
  response: v.object({ requests: v.array(leadSchema), ...listPageEntries }),
  example: { input: { status: 'new', page: 1 } },
});

const requestParams = v.object({ uuid: uuidSchema });
const leadAnswer = v.object({ request: leadSchema });

export const eventRequest = endpoint({
  name: 'pro_event_request',
  method: 'GET',
  path: '/api/event-requests/:uuid',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'One lead of the provider’s; opening it marks it read for the couple (its first read date is kept). Another provider’s lead answers 404.',
  request: v.object({}),
  params: requestParams,
  response: leadAnswer,
});

export const unlockEventRequest = endpoint({
  name: 'pro_event_request_unlock',
  method: 'POST',
  path: '/api/event-requests/:uuid/unlock',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Unlocks a lead for its `price` in credits: the debit, the unlock and the ledger’s entry in one transaction, and the couple’s contact details shared. Unlocking it again changes nothing and debits nothing; without enough credits, 402 (buy a pack: the back-office’s /credits); a declined or expired lead answers 409.',
  request: v.object({}),
  params: requestParams,
  response: leadAnswer,
  errors: [402, 409],
});

export const rejectSchema = v.object({
  reason: v.optional(v.picklist(DECLINE_REASONS)),
  note: v.optional(boundedText({ max: DECLINE_NOTE_MAX_LENGTH, multiline: true })),
});

export const rejectEventRequest = endpoint({
  name: 'pro_event_request_reject',
  method: 'POST',
  path: '/api/event-requests/:uuid/reject',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Declines a lead, free, with an optional reason from the list and a note; the couple sees it declined. Declining it again changes nothing (the first reason stays); an unlocked lead answers 409.',
  request: rejectSchema,
  params: requestParams,
  response: leadAnswer,
  errors: [409],
});
