import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { openPgliteDatabase } from '@server/db/pglite-database';
import { migratedSnapshot } from '@server/test-support/database-snapshot';

/**
 * The measured app's database: PGlite in memory from the tests' migrated snapshot, or, with DATABASE_URL, a
 * schema of its own on that PostgreSQL, migrated, and dropped on close. The tests' PostgreSQL schemas are
 * named after a vitest run (its `inject`), which the bench is not: it names its own. PGlite is closed on close,
 * not handed back to a pool as the tests' databases are: an open PGlite keeps the process from exiting.
 */
export async function openBenchDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openPgliteDatabase(undefined, { loadDataDir: await migratedSnapshot() });
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const db = await openDatabase({ databaseUrl, schema });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      const admin = await openDatabase({ databaseUrl });
      try {
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await admin.close();
      }
    },
  };
}
