import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { listPageEntries } from './page-number';
import { databaseIdTextSchema, pageNumberSchema } from './primitives';
import { projectSchema, requestCountsSchema } from './projects';
import { providerCardSchema } from './providers';

/**
 * What a provider did with a request, as its couple sees it
 * (docs/product/projects-and-requests.md#request-status): sent, read (opened in the back-office), accepted (the
 * couple's contact details are shared with the provider) or declined.
 */
export const REQUEST_STATUSES = ['sent', 'read', 'accepted', 'declined'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** One request a project sent: to whom, what it said, where it stands and when each change happened. */
export const sentRequestSchema = v.object({
  /** The request's uuid. */
  id: v.string(),
  /** The provider, as the directory's cards show it (no portrait). */
  prestataire: v.omit(providerCardSchema, ['portrait']),
  status: v.picklist(REQUEST_STATUSES),
  /** The message as it was sent. */
  message: v.string(),
  /** ISO 8601 instants: when it was sent, read, and accepted or declined (null until then). */
  sentAt: v.string(),
  readAt: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type SentRequest = v.InferOutput<typeof sentRequestSchema>;

/**
 * Requests a page of `get_project` lists: a project may contact planners every day, each request with its
 * message, so they come a page at a time.
 */
export const PROJECT_REQUESTS_PAGE_SIZE = 20;

export const getProject = endpoint({
  name: 'get_project',
  method: 'GET',
  path: '/api/projects/:id',
  auth: 'couple',
  summary: `One of the couple’s projects, open or closed, with the requests it sent, newest first, ${PROJECT_REQUESTS_PAGE_SIZE} a page: the provider’s card, the status and its dates; \`page\`, \`pageCount\` and \`total\` count the requests, \`requestCounts\` sums up all of them. Another couple’s project answers 404 like a missing one.`,
  request: v.object({ page: v.optional(pageNumberSchema, 1) }),
  params: v.object({ id: databaseIdTextSchema }),
  response: v.object({
    success: v.literal(true),
    project: projectSchema,
    /** This page's requests. */
    requests: v.array(sentRequestSchema),
    requestCounts: requestCountsSchema,
    ...listPageEntries,
  }),
});
