import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { migratedSnapshot } from './database-snapshot';

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory by default, loaded from the run's
 * migrated snapshot, or — when DATABASE_URL is set — a new schema of its own on that PostgreSQL, dropped again
 * by `close()`.
 */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openPgliteDatabase(undefined, { loadDataDir: await migratedSnapshot() });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/**
 * Empties every table but the migration log and the directory version (which only moves forward: the
 * truncation moves it), so the tests of one file can share one database.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT quote_ident(tablename) AS name FROM pg_tables
     WHERE schemaname = current_schema() AND tablename NOT IN ('schema_migrations', 'directory_version')`,
  );
  if (tables.length > 0)
    await db.exec(`TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY CASCADE`);
}
