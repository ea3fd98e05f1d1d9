import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/database';
import { migrate } from '@server/db/migrate';
import { openDatabase } from '@server/db/open-database';
import { openTestDatabase } from '@server/test-support/test-database';

/**
 * The measured app's database: PGlite in memory from the tests' migrated snapshot, or, with DATABASE_URL, a
 * schema of its own on that PostgreSQL, migrated, and dropped on close. The tests' PostgreSQL schemas are
 * named after a vitest run (its `inject`), which the bench is not: it names its own.
 */
export async function openBenchDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openTestDatabase();
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
