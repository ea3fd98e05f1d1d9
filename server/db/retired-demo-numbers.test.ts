import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUPLE_PHONE, DEMO_PROVIDER_PHONE } from '../seed/demo-phones';
import { openTestDatabase } from '../test-support/test-database';
import type { Database } from './database';
import { migrate } from './migrate';

const MIGRATION = '019_demo_fiction_numbers';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** A user as an earlier seed or a sign-up wrote it, with one live session. */
async function userWithSession(phone: string, email: string, role = 'couple'): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    'INSERT INTO users (phone, email, role) VALUES ($1, $2, $3) RETURNING id',
    [phone, email, role],
  );
  if (!user) throw new Error('no user inserted');
  await db.query("INSERT INTO auth_sessions (user_id, expires_at) VALUES ($1, now() + interval '7 days')", [
    user.id,
  ]);
  return user.id;
}

describe(`migration ${MIGRATION}`, () => {
  it('moves the demo accounts seeded with real numbers to the fiction range and ends their sessions', async () => {
    const couple = await userWithSession('+33612345678', 'couple.demo@example.com');
    const provider = await userWithSession('+33611223344', 'planner.demo@example.com', 'provider');
    // Someone who gave the demo's address with a number of their own keeps both, and stays signed in.
    const stranger = await userWithSession('+33612345679', 'couple.demo@example.com');
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [MIGRATION]);

    expect(await migrate(db)).toEqual([MIGRATION]);

    const users = await db.query<{ id: number; phone: string; revoked: boolean }>(
      `SELECT users.id, users.phone, bool_and(auth_sessions.revoked_at IS NOT NULL) AS revoked
       FROM users JOIN auth_sessions ON auth_sessions.user_id = users.id GROUP BY users.id ORDER BY users.id`,
    );
    expect(users).toEqual([
      { id: couple, phone: DEMO_COUPLE_PHONE, revoked: true },
      { id: provider, phone: DEMO_PROVIDER_PHONE, revoked: true },
      { id: stranger, phone: '+33612345679', revoked: false },
    ]);
  });
});
