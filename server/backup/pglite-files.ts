import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openPgliteDatabase } from '../db/pglite-database';
import { tableDigests, type TableDigests } from './table-digests';

/**
 * What PGlite writes into its data folder while it has it open, and removes when it closes it. PGlite does not
 * refuse a second process on the same folder, and two would corrupt it: a backup or a restore refuses while
 * the file is there.
 */
const OPEN_MARK = 'postmaster.pid';

export function refuseOpenDataDir(dataDir: string): void {
  if (existsSync(join(dataDir, OPEN_MARK))) {
    throw new Error(
      `${dataDir} is open (${OPEN_MARK}): stop the server first. After a crash the file stays: start the server ` +
        'once and stop it (PGlite recovers and closes the folder), then try again.',
    );
  }
}

/** PostgreSQL's mark of a data folder: without it, PGlite would make a new, empty database there. */
const CLUSTER_MARK = 'PG_VERSION';

export function requireDataDir(dataDir: string): void {
  if (!existsSync(join(dataDir, CLUSTER_MARK))) {
    throw new Error(`${dataDir} holds no PGlite database (DATA_DIR; DATABASE_URL for PostgreSQL)`);
  }
}

/**
 * The digests of the PGlite database in `dataDir`, opened and closed again: closing it writes its last
 * checkpoint, so the folder's files are then the whole, consistent database a backup may copy as they are.
 */
export async function pgliteDigests(dataDir: string): Promise<TableDigests> {
  const db = await openPgliteDatabase(dataDir);
  try {
    return await tableDigests(db);
  } finally {
    await db.close();
  }
}
