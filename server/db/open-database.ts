import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseLocation {
  /** postgres://… switches to a real PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; undefined keeps it in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: an isolated schema (tests). */
  schema?: string | undefined;
}

export function openDatabase({ databaseUrl, dataDir, schema }: DatabaseLocation): Promise<Database> {
  return databaseUrl ? openPostgresDatabase(databaseUrl, schema) : openPgliteDatabase(dataDir);
}
