import { hashNewPassword } from '@server/auth/passwords';
import type { Database, Queryable } from '@server/db/database';
import { endAdminImpersonations } from './impersonations';

/**
 * Support staff's accounts (role 'admin'): made and revoked by the admin command (admin-command.ts), never by
 * an endpoint; in development the demo seed adds one (demo-admin.ts). An admin signs in to the back-office with
 * their address and password, like a provider.
 */

export interface NewAdmin {
  email: string;
  /** How providers' support logs name them. */
  firstname: string;
  lastname: string;
  password: string;
}

/**
 * Opens an admin account. The password follows the providers' rules (refused when common); an address that a
 * provider or another admin signs in with already is refused: a sign-in address names one account.
 */
export async function createAdmin(db: Database, admin: NewAdmin, now: Date): Promise<number> {
  const passwordHash = await hashNewPassword(admin.password, 'password');
  return db.transaction(async (tx) => {
    const [taken] = await tx.query(
      `SELECT 1 FROM users WHERE role IN ('provider', 'admin') AND lower(email) = lower($1)`,
      [admin.email],
    );
    if (taken) throw new Error(`${admin.email} already signs in to the back-office`);
    return insertAdmin(tx, { ...admin, passwordHash }, now);
  });
}

/** Inserts an admin's row, its address confirmed (the command's operator vouches for it). */
export async function insertAdmin(
  tx: Queryable,
  admin: Omit<NewAdmin, 'password'> & { passwordHash: string },
  now: Date,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO users (email, firstname, lastname, role, password_hash, email_confirmed_at, locale,
                        has_finished_onboarding)
     VALUES ($1, $2, $3, 'admin', $4, $5, 'fr', true) RETURNING id`,
    [admin.email, admin.firstname, admin.lastname, admin.passwordHash, now],
  );
  if (!row) throw new Error('the admin’s insert returned no row');
  return row.id;
}

/**
 * Revokes an admin: their support accesses still running end (each logged for its provider as revoked), then
 * the account is deleted with its sessions. False when no admin signs in with `email`.
 */
export async function revokeAdmin(db: Database, email: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [admin] = await tx.query<{ id: number }>(
      `SELECT id FROM users WHERE role = 'admin' AND lower(email) = lower($1) FOR UPDATE`,
      [email],
    );
    if (!admin) return false;
    await endAdminImpersonations(tx, admin.id, now);
    await tx.query('DELETE FROM users WHERE id = $1', [admin.id]);
    return true;
  });
}
