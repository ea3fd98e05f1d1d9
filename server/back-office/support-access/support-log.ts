import type { SupportLogEntry, SupportLogKind } from '@shared/api/contract/back-office/support-access';
import { SUPPORT_LOG_PAGE_SIZE } from '@shared/api/contract/back-office/support-access';
import { pageCountOf } from '@shared/api/contract/page-number';
import type { Queryable } from '@server/db/database';

/** One line of a provider's support log (table `support_audit_log`, migration 027). */
export interface SupportLogWrite {
  impersonationId: number;
  providerId: number;
  adminName: string;
  at: Date;
  kind: SupportLogKind;
  /** The call, for a change or a refusal: `POST /api/company/name`. */
  action?: string;
  status?: number;
}

/** The longest action kept (the table's bound): a path is ours, but its segments are the caller's. */
const ACTION_MAX = 200;

/** Writes one line; answers its id, so that a change's line gets its answer's status once sent. */
export async function writeSupportLog(db: Queryable, entry: SupportLogWrite): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO support_audit_log (impersonation_id, provider_id, admin_name, at, kind, action, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
    [
      entry.impersonationId,
      entry.providerId,
      entry.adminName,
      entry.at,
      entry.kind,
      entry.action?.slice(0, ACTION_MAX) ?? null,
      entry.status ?? null,
    ],
  );
  if (!row) throw new Error('the support log’s insert returned no row');
  return row.id;
}

/** A page of the provider's support log, newest first; each start says when its access ends (or ended). */
export async function supportLogPage(db: Queryable, providerId: number, page: number) {
  const rows = await db.query<{
    id: string;
    at: Date;
    kind: SupportLogKind;
    admin_name: string;
    action: string | null;
    status: number | null;
    ends_at: Date | null;
    total: number;
  }>(
    `SELECT l.id::text, l.at, l.kind, l.admin_name, l.action, l.status,
            CASE WHEN l.kind = 'started' THEN least(i.ends_at, i.ended_at) END AS ends_at,
            count(*) OVER ()::int AS total
     FROM support_audit_log l LEFT JOIN impersonations i ON i.id = l.impersonation_id
     WHERE l.provider_id = $1
     ORDER BY l.at DESC, l.id DESC LIMIT $2 OFFSET $3`,
    [providerId, SUPPORT_LOG_PAGE_SIZE, (page - 1) * SUPPORT_LOG_PAGE_SIZE],
  );
  const total = rows[0]?.total ?? (await countSupportLog(db, providerId));
  const entries: SupportLogEntry[] = rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    kind: row.kind,
    adminName: row.admin_name,
    action: row.action,
    status: row.status,
    endsAt: row.ends_at?.toISOString() ?? null,
  }));
  return { entries, page, pageCount: pageCountOf(total, SUPPORT_LOG_PAGE_SIZE), total };
}

/** The count alone, for a page past the last (which the window's count cannot give: it has no row). */
async function countSupportLog(db: Queryable, providerId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM support_audit_log WHERE provider_id = $1',
    [providerId],
  );
  return row?.total ?? 0;
}
