import {
  LEAD_ANSWER_DAYS,
  type DeclineReason,
  type Lead,
  type LeadStatus,
} from '@shared/api/contract/back-office/event-requests';
import type { Dispute } from '@shared/api/contract/back-office/lead-disputes';
import type { RequestStatus } from '@shared/api/contract/project-view';
import { leadPrice } from '@shared/leads/lead-price';
import { briefCompleteness, isDatePlausible } from '@shared/leads/lead-quality';
import type { Queryable, SqlParam } from '@server/db/database';
import { providerDistanceKmSql } from '@server/providers/distance';
import { toDispute } from '../lead-disputes/lead-disputes';

const DAY_MS = 86_400_000;

/** The instant before which an unanswered lead has expired, as of `now`. */
export function expiryCutoff(now: Date): Date {
  return new Date(now.getTime() - LEAD_ANSWER_DAYS * DAY_MS);
}

/** Where a request stands for its provider (docs/product/back-office.md#lead-statuses). */
export function leadStatus(status: RequestStatus, sentAt: Date, now: Date): LeadStatus {
  if (status === 'accepted') return 'unlocked';
  if (status === 'declined') return 'declined';
  return sentAt <= expiryCutoff(now) ? 'expired' : 'new';
}

/** The SQL condition over `event_requests` of a lead status, the expiry's cutoff as `cutoff`. */
export function leadStatusSql(status: LeadStatus, cutoff: string): string {
  switch (status) {
    case 'unlocked':
      return "event_requests.status = 'accepted'";
    case 'declined':
      return "event_requests.status = 'declined'";
    case 'new':
      return `event_requests.status IN ('sent', 'read') AND event_requests.created_at > ${cutoff}`;
    case 'expired':
      return `event_requests.status IN ('sent', 'read') AND event_requests.created_at <= ${cutoff}`;
  }
}

interface LeadRow {
  id: string;
  status: RequestStatus;
  message: string;
  created_at: Date;
  read_at: Date | null;
  answered_at: Date | null;
  decline_reason: DeclineReason | null;
  decline_note: string | null;
  event_type: string;
  event_date: string;
  event_location: string | null;
  service_type: string | null;
  guest_range_id: number | null;
  budget_range_id: number | null;
  planner_budget_range_id: number | null;
  planner_budget_min: number | null;
  languages: string[];
  placed: boolean;
  distance_km: number | null;
  contacted: number;
  unlocked_by: number;
  phone_verified: boolean;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  dispute_id: number | null;
  dispute_reason: string | null;
  dispute_opened_at: Date | null;
  dispute_decision: 'refunded' | 'refused' | null;
  dispute_decided_at: Date | null;
  refunded_at: Date | null;
}

/**
 * A lead's columns and joins. The couple's details are selected only for an accepted request, so a lead read
 * before its unlock cannot carry them whatever the code after does with the row.
 */
const LEAD_SELECT = `
  SELECT event_requests.id, event_requests.status, event_requests.message, event_requests.created_at,
         event_requests.read_at, event_requests.answered_at, event_requests.decline_reason, event_requests.decline_note,
         event_types.slug AS event_type, to_char(projects.event_date, 'YYYY-MM-DD') AS event_date,
         projects.event_location, service_types.slug AS service_type, projects.guest_range_id,
         projects.budget_range_id, projects.planner_budget_range_id, planner_budget.min AS planner_budget_min,
         projects.languages, projects.latitude IS NOT NULL AS placed,
         round(${providerDistanceKmSql('projects.latitude', 'projects.longitude')})::int AS distance_km,
         (SELECT count(*)::int FROM event_requests AS contacted WHERE contacted.project_id = projects.id) AS contacted,
         (SELECT count(*)::int FROM event_requests AS unlocked
          WHERE unlocked.project_id = projects.id AND unlocked.status = 'accepted') AS unlocked_by,
         EXISTS (SELECT 1 FROM phone_codes WHERE phone_codes.phone = users.phone AND phone_codes.consumed_at IS NOT NULL)
           AS phone_verified,
         CASE WHEN event_requests.status = 'accepted' THEN users.firstname END AS firstname,
         CASE WHEN event_requests.status = 'accepted' THEN users.lastname END AS lastname,
         CASE WHEN event_requests.status = 'accepted' THEN users.email END AS email,
         CASE WHEN event_requests.status = 'accepted' THEN users.phone END AS phone,
         lead_disputes.id AS dispute_id, lead_disputes.reason AS dispute_reason,
         lead_disputes.opened_at AS dispute_opened_at, lead_disputes.decision AS dispute_decision,
         lead_disputes.decided_at AS dispute_decided_at, refund.created_at AS refunded_at
  FROM event_requests
  JOIN providers ON providers.id = event_requests.provider_id
  JOIN projects ON projects.id = event_requests.project_id
  JOIN event_types ON event_types.id = projects.event_type_id
  JOIN users ON users.id = projects.user_id
  LEFT JOIN service_types ON service_types.id = projects.service_type_id
  LEFT JOIN project_ranges AS planner_budget ON planner_budget.id = projects.planner_budget_range_id
  LEFT JOIN credit_movements AS unlock ON unlock.kind = 'unlock' AND unlock.event_request_id = event_requests.id
  LEFT JOIN credit_movements AS refund ON refund.refund_of = unlock.id
  LEFT JOIN lead_disputes ON lead_disputes.unlock_id = unlock.id`;

function toLead(row: LeadRow, now: Date): Lead {
  const status = leadStatus(row.status, row.created_at, now);
  return {
    uuid: row.id,
    status,
    price: leadPrice({ serviceType: row.service_type, plannerBudgetMin: row.planner_budget_min }),
    message: row.message,
    event: {
      type: row.event_type,
      date: row.event_date,
      city: row.event_location,
      distanceKm: row.distance_km,
      serviceType: row.service_type,
      guestRangeId: row.guest_range_id,
      budgetRangeId: row.budget_range_id,
      plannerBudgetRangeId: row.planner_budget_range_id,
      languages: row.languages,
    },
    contacted: row.contacted,
    unlockedBy: row.unlocked_by,
    quality: {
      phoneVerified: row.phone_verified,
      datePlausible: isDatePlausible(row.event_date, now.toISOString().slice(0, 10)),
      completeness: briefCompleteness({
        serviceType: row.service_type,
        guestRangeId: row.guest_range_id,
        budgetRangeId: row.budget_range_id,
        plannerBudgetRangeId: row.planner_budget_range_id,
        languages: row.languages,
        placed: row.placed,
        message: row.message,
      }),
    },
    sentAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    answeredAt: row.answered_at?.toISOString() ?? null,
    expiresAt: new Date(row.created_at.getTime() + LEAD_ANSWER_DAYS * DAY_MS).toISOString(),
    decline: row.status === 'declined' ? { reason: row.decline_reason, note: row.decline_note } : null,
    dispute: disputeOf(row),
    refundedAt: row.refunded_at?.toISOString() ?? null,
    contact:
      row.status === 'accepted'
        ? { firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone }
        : null,
  };
}

/** The lead's claim, its columns all null (the left join's) when there is none. */
function disputeOf(row: LeadRow): Dispute | null {
  const { dispute_id: id, dispute_reason: reason, dispute_opened_at: openedAt } = row;
  if (id === null || reason === null || openedAt === null) return null;
  return toDispute({
    id,
    reason,
    opened_at: openedAt,
    decision: row.dispute_decision,
    decided_at: row.dispute_decided_at,
  });
}

/** The lead with this uuid as it stands, as of `now`; null when there is none. */
export async function leadById(db: Queryable, uuid: string, now: Date): Promise<Lead | null> {
  const [row] = await db.query<LeadRow>(`${LEAD_SELECT} WHERE event_requests.id = $1`, [uuid]);
  return row ? toLead(row, now) : null;
}

/**
 * The leads whose SQL condition is `where` over `params`, newest first, `limit` from `offset`: `where` is ours
 * (leadStatusSql), never input, and the two counts are its next two placeholders.
 */
export async function leadsWhere(
  db: Queryable,
  where: string,
  params: readonly SqlParam[],
  { limit, offset, now }: { limit: number; offset: number; now: Date },
): Promise<Lead[]> {
  // The page's requests are picked first, on the inbox's index alone, so that only they are joined and
  // their columns computed: sorting every lead of the filter with its brief cost five times as much.
  const order = 'ORDER BY event_requests.created_at DESC, event_requests.id DESC';
  const rows = await db.query<LeadRow>(
    `${LEAD_SELECT}
     WHERE event_requests.id IN (
       SELECT event_requests.id FROM event_requests WHERE ${where}
       ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}
     )
     ${order}`,
    [...params, limit, offset],
  );
  return rows.map((row) => toLead(row, now));
}
