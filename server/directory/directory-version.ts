import type { Queryable } from '../db/database';

/**
 * The directory's version (migration 012): triggers move it forward, in the same transaction, with every
 * change to what a listing shows. Read it before reading what a page shows: a page read after it is at
 * least as new as that version, so keeping the page under it never keeps anything older.
 */
export async function directoryVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT version::text AS version FROM directory_version');
  if (!row) throw new Error('directory_version has no row: migration 012 has not run');
  return row.version;
}
