import type * as v from 'valibot';
import type { RequestStatus, SentRequest } from '@shared/api/contract/project-view';
import type { requestCountsSchema } from '@shared/api/contract/projects';
import type { Queryable } from '../db/database';
import {
  languagesOfProviders,
  PROVIDER_CARD_COLUMNS,
  toProviderCardBase,
  type ProviderCardRow,
} from '../providers/provider-cards';

export type RequestCounts = v.InferOutput<typeof requestCountsSchema>;

/** The counts of a project that has sent nothing yet. */
export const NO_REQUESTS: RequestCounts = { contacted: 0, answered: 0, accepted: 0 };

/** How many providers each project contacted, and how many of them answered or accepted; none: absent. */
export async function requestCountsOfProjects(
  db: Queryable,
  projectIds: readonly number[],
): Promise<Map<number, RequestCounts>> {
  const rows = await db.query<RequestCounts & { projectId: number }>(
    `SELECT project_id AS "projectId", count(*)::int AS contacted,
            (count(*) FILTER (WHERE status IN ('accepted', 'declined')))::int AS answered,
            (count(*) FILTER (WHERE status = 'accepted'))::int AS accepted
     FROM event_requests WHERE project_id = ANY($1::int[]) GROUP BY project_id`,
    [projectIds],
  );
  return new Map(rows.map(({ projectId, ...counts }) => [projectId, counts]));
}

type SentRequestRow = Omit<ProviderCardRow, 'portrait_html'> & {
  request_id: string;
  request_status: RequestStatus;
  request_message: string;
  sent_at: Date;
  read_at: Date | null;
  answered_at: Date | null;
};

/**
 * One page of the requests a project sent, newest first, as its couple follows them: each provider's card
 * (even one no longer published: the couple did contact it), the status the provider's actions set and their
 * dates. A page past the last is empty.
 */
export async function requestsOfProject(
  db: Queryable,
  { projectId, page, pageSize, now }: { projectId: number; page: number; pageSize: number; now: Date },
): Promise<SentRequest[]> {
  const rows = await db.query<SentRequestRow>(
    `SELECT event_requests.id AS request_id, event_requests.status AS request_status,
            event_requests.message AS request_message, event_requests.created_at AS sent_at,
            event_requests.read_at, event_requests.answered_at, ${PROVIDER_CARD_COLUMNS}
     FROM event_requests JOIN providers ON providers.id = event_requests.provider_id
     WHERE event_requests.project_id = $1
     ORDER BY event_requests.created_at DESC, event_requests.id
     LIMIT $2 OFFSET $3`,
    [projectId, pageSize, (page - 1) * pageSize],
  );
  const languages = await languagesOfProviders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.request_id,
    prestataire: toProviderCardBase(row, languages.get(row.id) ?? [], now),
    status: row.request_status,
    message: row.request_message,
    sentAt: row.sent_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
    answeredAt: row.answered_at?.toISOString() ?? null,
  }));
}
