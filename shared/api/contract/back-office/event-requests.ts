import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { uuidSchema } from '../primitives';
import { REQUEST_STATUSES } from '../project-view';

/** The requests couples sent to the provider: reading one, accepting it (its contact shared), declining it. */

/**
 * A request in the provider's inbox, as the back-office shows it: the couple's contact details only once the
 * provider has accepted it (docs/product/projects-and-requests.md#request-status).
 */
export const inboxRequestSchema = v.object({
  /** The request's uuid. */
  id: v.string(),
  status: v.picklist(REQUEST_STATUSES),
  message: v.string(),
  project: v.object({ eventType: v.string(), eventDate: v.string(), eventLocation: v.nullable(v.string()) }),
  /** ISO 8601 instants, null until then. */
  sentAt: v.string(),
  readAt: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  contact: v.nullable(
    v.object({
      firstname: v.nullable(v.string()),
      lastname: v.nullable(v.string()),
      email: v.nullable(v.string()),
      phone: v.nullable(v.string()),
    }),
  ),
});
export type InboxRequest = v.InferOutput<typeof inboxRequestSchema>;

const requestParams = v.object({ uuid: uuidSchema });
const inboxAnswer = v.object({ request: inboxRequestSchema });

export const eventRequest = endpoint({
  name: 'pro_event_request',
  method: 'GET',
  path: '/api/event-requests/:uuid',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'One request of the provider’s inbox; opening it marks it read (its first read date is kept). Another provider’s request answers 404.',
  request: v.object({}),
  params: requestParams,
  response: inboxAnswer,
});

export const unlockEventRequest = endpoint({
  name: 'pro_event_request_unlock',
  method: 'POST',
  path: '/api/event-requests/:uuid/unlock',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Accepts a request: the couple’s contact details are shared with the provider. Accepting it again changes nothing; a declined request answers 409.',
  request: v.object({}),
  params: requestParams,
  response: inboxAnswer,
});

export const rejectEventRequest = endpoint({
  name: 'pro_event_request_reject',
  method: 'POST',
  path: '/api/event-requests/:uuid/reject',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Declines a request. Declining it again changes nothing; an accepted request (its contact already shared) answers 409.',
  request: v.object({}),
  params: requestParams,
  response: inboxAnswer,
});
