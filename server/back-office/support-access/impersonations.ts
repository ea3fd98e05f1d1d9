import { IMPERSONATION_MINUTES } from '@shared/api/contract/back-office/support-access';
import type { Database, Queryable } from '@server/db/database';
import { HttpError } from '@server/http/http-error';
import { writeSupportLog } from './support-log';

const IMPERSONATION_MS = IMPERSONATION_MINUTES * 60_000;

/** A support access just started: its admin's name as logged, its end, and the company it acts as. */
export interface StartedImpersonation {
  adminName: string;
  endsAt: Date;
  company: { id: number; name: string; slug: string };
}

/** How an admin is named to the providers: their name, else their address. */
const ADMIN_NAME_SQL = `coalesce(nullif(trim(concat_ws(' ', firstname, lastname)), ''), email, 'support')`;

/**
 * Starts a support access in the admin's session `sessionId`, acting as the provider whose profile slug is
 * `slug` until IMPERSONATION_MINUTES from `now`: 404 for a provider without an account (nobody to act as).
 * An access of the session that no longer acts (expired, or its provider's account gone) is closed first; a
 * live one left means another start won the race (409).
 */
export async function startImpersonation(
  db: Database,
  admin: { userId: number; sessionId: string },
  slug: string,
  now: Date,
): Promise<StartedImpersonation> {
  return db.transaction(async (tx) => {
    const [company] = await tx.query<{ id: number; name: string; slug: string }>(
      'SELECT id, name, slug FROM providers WHERE slug = $1 AND owner_user_id IS NOT NULL',
      [slug],
    );
    if (!company) throw new HttpError(404, 'server.impersonationProviderNotFound');
    await tx.query(
      `UPDATE impersonations SET ended_at = least(ends_at, $2), ended_by = 'expired'
       WHERE session_id = $1 AND ended_at IS NULL`,
      [admin.sessionId, now],
    );
    const endsAt = new Date(now.getTime() + IMPERSONATION_MS);
    const [started] = await tx.query<{ id: number; admin_name: string }>(
      `INSERT INTO impersonations (session_id, admin_user_id, admin_name, provider_id, started_at, ends_at)
       SELECT $1, id, ${ADMIN_NAME_SQL}, $3, $4, $5 FROM users WHERE id = $2 AND role = 'admin'
       ON CONFLICT (session_id) WHERE ended_at IS NULL DO NOTHING
       RETURNING id, admin_name`,
      [admin.sessionId, admin.userId, company.id, now, endsAt],
    );
    if (!started) throw new HttpError(409, 'server.alreadyImpersonating');
    await writeSupportLog(tx, {
      impersonationId: started.id,
      providerId: company.id,
      adminName: started.admin_name,
      at: now,
      kind: 'started',
    });
    return { adminName: started.admin_name, endsAt, company };
  });
}

/**
 * Ends the support access `impersonationId`, when it is the admin's and the session's that started it and
 * still runs: false otherwise (nothing changed).
 */
export async function stopImpersonation(
  db: Database,
  impersonation: { id: number; adminUserId: number; sessionId: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stopped] = await tx.query<{ provider_id: number; admin_name: string }>(
      `UPDATE impersonations SET ended_at = $4, ended_by = 'admin'
       WHERE id = $1 AND admin_user_id = $2 AND session_id = $3 AND ended_at IS NULL AND ends_at > $4
       RETURNING provider_id, admin_name`,
      [impersonation.id, impersonation.adminUserId, impersonation.sessionId, now],
    );
    if (!stopped) return false;
    await writeSupportLog(tx, {
      impersonationId: impersonation.id,
      providerId: stopped.provider_id,
      adminName: stopped.admin_name,
      at: now,
      kind: 'stopped',
    });
    return true;
  });
}

/**
 * Ends every support access of the admin `adminUserId` still running (their account revoked), each logged for
 * its provider. Runs inside the revocation's transaction.
 */
export async function endAdminImpersonations(tx: Queryable, adminUserId: number, now: Date): Promise<number> {
  const ended = await tx.query<{ id: number; provider_id: number; admin_name: string }>(
    `UPDATE impersonations SET ended_at = $2, ended_by = 'revoked'
     WHERE admin_user_id = $1 AND ended_at IS NULL AND ends_at > $2
     RETURNING id, provider_id, admin_name`,
    [adminUserId, now],
  );
  for (const row of ended) {
    await writeSupportLog(tx, {
      impersonationId: row.id,
      providerId: row.provider_id,
      adminName: row.admin_name,
      at: now,
      kind: 'revoked',
    });
  }
  return ended.length;
}
