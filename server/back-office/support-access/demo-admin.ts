import type { Queryable } from '@server/db/database';

/**
 * The demo's support account (development only): it signs in to the back-office with the demo providers'
 * password, which only a demo seed writes. A production database gets its admins from the admin command.
 */
export const DEMO_ADMIN_EMAIL = 'support.demo@example.com';

/** Adds the demo's admin where missing, with the demo password's hash. */
export async function insertDemoAdmin(tx: Queryable, passwordHash: string, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO users (email, firstname, lastname, role, password_hash, email_confirmed_at, locale,
                        has_finished_onboarding)
     VALUES ($1, 'Sam', 'Support', 'admin', $2, $3, 'fr', true)
     ON CONFLICT (lower(email)) WHERE role = 'admin' DO NOTHING`,
    [DEMO_ADMIN_EMAIL, passwordHash, now],
  );
}
