import type { InboxRequest } from '@shared/api/contract/back-office/event-requests';
import type { RequestStatus } from '@shared/api/contract/project-view';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import type { OwnedResource } from '../ownership';

/** A request in a provider's inbox, named by its uuid in the back-office's paths. */
export const INBOX_REQUESTS = {
  table: 'event_requests',
  key: 'id',
  owner: 'event_requests.provider_id',
  id: 'uuid',
  notFound: 'server.requestNotFound',
} as const satisfies OwnedResource;

interface InboxRow {
  id: string;
  status: RequestStatus;
  message: string;
  event_type: string;
  event_date: string;
  event_location: string | null;
  created_at: Date;
  read_at: Date | null;
  answered_at: Date | null;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
}

/** The request with this uuid, its row locked until the transaction ends; null once gone. */
async function lockedRequest(tx: Queryable, uuid: string): Promise<InboxRow | null> {
  const [row] = await tx.query<InboxRow>(
    `SELECT event_requests.id, event_requests.status, event_requests.message, event_types.slug AS event_type,
            to_char(projects.event_date, 'YYYY-MM-DD') AS event_date, projects.event_location,
            event_requests.created_at, event_requests.read_at, event_requests.answered_at,
            users.firstname, users.lastname, users.email, users.phone
     FROM event_requests
     JOIN projects ON projects.id = event_requests.project_id
     JOIN event_types ON event_types.id = projects.event_type_id
     JOIN users ON users.id = projects.user_id
     WHERE event_requests.id = $1
     FOR UPDATE OF event_requests`,
    [uuid],
  );
  return row ?? null;
}

function toInboxRequest(row: InboxRow): InboxRequest {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    project: { eventType: row.event_type, eventDate: row.event_date, eventLocation: row.event_location },
    sentAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    answeredAt: row.answered_at?.toISOString() ?? null,
    // The couple's details are what accepting buys: nothing of them shows before.
    contact:
      row.status === 'accepted'
        ? { firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone }
        : null,
  };
}

/** What a provider does with a request of its inbox (docs/product/projects-and-requests.md#request-status). */
export type InboxAction = 'open' | 'accept' | 'decline';

const TARGET: Record<InboxAction, RequestStatus> = { open: 'read', accept: 'accepted', decline: 'declined' };

/**
 * The status a request takes when its provider does `action`, or null when it keeps its own: opening only
 * marks an unread request read, and an answer given stays given (the same answer again changes nothing, the
 * other one is a conflict).
 */
export function nextStatus(current: RequestStatus, action: InboxAction): RequestStatus | 'conflict' | null {
  const target = TARGET[action];
  if (current === target) return null;
  if (action === 'open') return current === 'sent' ? target : null;
  return current === 'accepted' || current === 'declined' ? 'conflict' : target;
}

/**
 * Does `action` on one request of the provider's inbox (its ownership checked by the route: INBOX_REQUESTS)
 * and answers it as it then stands. Every date is written with its status, so the two never disagree.
 */
export async function actOnInboxRequest(
  tx: Queryable,
  uuid: string,
  action: InboxAction,
  now: Date,
): Promise<InboxRequest> {
  const row = await lockedRequest(tx, uuid);
  if (!row) throw new HttpError(404, 'server.requestNotFound');
  const next = nextStatus(row.status, action);
  if (next === 'conflict') throw new HttpError(409, 'server.requestAlreadyAnswered');
  if (next === null) return toInboxRequest(row);
  const [changed] = await tx.query<{ read_at: Date; answered_at: Date | null }>(
    `UPDATE event_requests SET status = $2, read_at = coalesce(read_at, $3),
       answered_at = CASE WHEN $2 = 'read' THEN NULL ELSE $3::timestamptz END
     WHERE id = $1 RETURNING read_at, answered_at`,
    [uuid, next, now],
  );
  return toInboxRequest({ ...row, status: next, ...changed });
}
