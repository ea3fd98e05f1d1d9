import {
  LEADS_PAGE_SIZE,
  type DeclineReason,
  type Lead,
  type LeadStatus,
} from '@shared/api/contract/back-office/event-requests';
import { pageCountOf } from '@shared/api/contract/page-number';
import type { RequestStatus } from '@shared/api/contract/project-view';
import type { Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import type { OwnedResource } from '../ownership';
import { expiryCutoff, leadById, leadStatusSql, leadsWhere } from './lead-rows';

/** A request in a provider's inbox, named by its uuid in the back-office's paths. */
export const INBOX_REQUESTS = {
  table: 'event_requests',
  key: 'id',
  owner: 'event_requests.provider_id',
  id: 'uuid',
  notFound: 'server.requestNotFound',
} as const satisfies OwnedResource;

export interface LeadPage {
  requests: Lead[];
  page: number;
  pageCount: number;
  total: number;
}

/** A page of the provider's leads, newest first, all of them or those of one status, as of `now`. */
export async function listLeads(
  db: Queryable,
  providerId: number,
  { status, page }: { status?: LeadStatus | undefined; page: number },
  now: Date,
): Promise<LeadPage> {
  const where = `event_requests.provider_id = $1${status ? ` AND ${leadStatusSql(status, '$2')}` : ''}`;
  const params = status === 'new' || status === 'expired' ? [providerId, expiryCutoff(now)] : [providerId];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM event_requests WHERE ${where}`,
    params,
  );
  const total = counted?.total ?? 0;
  const requests = await leadsWhere(db, where, params, {
    limit: LEADS_PAGE_SIZE,
    offset: (page - 1) * LEADS_PAGE_SIZE,
    now,
  });
  return { requests, page, pageCount: pageCountOf(total, LEADS_PAGE_SIZE), total };
}

/** A lead that must exist: its ownership was checked by the route (INBOX_REQUESTS) in this transaction's time. */
export async function existingLead(db: Queryable, uuid: string, now: Date): Promise<Lead> {
  const lead = await leadById(db, uuid, now);
  if (!lead) throw new HttpError(404, 'server.requestNotFound');
  return lead;
}

/**
 * Opens a lead: an unread request becomes read for its couple, with the date it was first read; any other
 * keeps its status. One conditional update, so two openings at once write one date.
 */
export async function openLead(db: Queryable, uuid: string, now: Date): Promise<Lead> {
  await db.query(
    "UPDATE event_requests SET status = 'read', read_at = $2 WHERE id = $1 AND status = 'sent'",
    [uuid, now],
  );
  return existingLead(db, uuid, now);
}

/** The request's status, its row locked until the transaction ends; null once gone. */
export async function lockedStatus(
  tx: Queryable,
  uuid: string,
): Promise<{ status: RequestStatus; created_at: Date } | null> {
  const [row] = await tx.query<{ status: RequestStatus; created_at: Date }>(
    'SELECT status, created_at FROM event_requests WHERE id = $1 FOR UPDATE',
    [uuid],
  );
  return row ?? null;
}

export interface Decline {
  reason?: DeclineReason | undefined;
  note?: string | undefined;
}

/**
 * Declines a lead, free, keeping the reason and note given. Declining it again changes nothing (the first
 * reason stays); an unlocked lead was answered already (409). An expired lead can still be declined: it is
 * an answer the couple waits for.
 */
export async function declineLead(tx: Queryable, uuid: string, decline: Decline, now: Date): Promise<Lead> {
  const row = await lockedStatus(tx, uuid);
  if (!row) throw new HttpError(404, 'server.requestNotFound');
  if (row.status === 'accepted') throw new HttpError(409, 'server.requestAlreadyAnswered');
  if (row.status !== 'declined') {
    await tx.query(
      `UPDATE event_requests SET status = 'declined', read_at = coalesce(read_at, $2), answered_at = $2,
         decline_reason = $3, decline_note = $4
       WHERE id = $1`,
      [uuid, now, decline.reason ?? null, decline.note || null],
    );
  }
  return existingLead(tx, uuid, now);
}
