import type { Database } from '../db/database';

export interface SwitchableDatabase {
  db: Database;
  /** While true, every query fails as an unreachable PostgreSQL's would. */
  down: boolean;
}

/**
 * `db`, whose queries fail while `down` is true: the health checks' tests turn the database off and on again
 * without a real outage (the real one: server/db/database-outage.test.ts).
 */
export function unreachableWhenDown(db: Database): SwitchableDatabase {
  const switchable: SwitchableDatabase = { db, down: false };
  switchable.db = {
    ...db,
    query: (sql, params) =>
      switchable.down ? Promise.reject(new Error('connect ECONNREFUSED')) : db.query(sql, params),
  };
  return switchable;
}
