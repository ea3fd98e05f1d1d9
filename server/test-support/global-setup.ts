import { migratedSnapshot } from './database-snapshot';

/**
 * Vitest's global setup: the migrated database every PGlite test file starts from, made once before the files
 * run rather than by the first few of them at once. PostgreSQL runs (DATABASE_URL) migrate a schema per file.
 */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await migratedSnapshot();
}
