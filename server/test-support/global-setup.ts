import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open-database';
import { migratedSnapshot } from './database-snapshot';
import { testSchemaPrefix } from './test-schemas';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's name, in the names of the PostgreSQL schemas its tests make. */
    testRun: string;
  }
}

/**
 * Vitest's global setup: the migrated database every PGlite test file starts from, made once before the files
 * run rather than by the first few of them at once. On PostgreSQL (DATABASE_URL) the tests migrate schemas
 * named after the run, which its end drops: the workers keep theirs for their next tests and never drop them.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    await migratedSnapshot();
    return undefined;
  }
  return async () => {
    const db = await openDatabase({ databaseUrl });
    try {
      const schemas = await db.query<{ name: string }>(
        `SELECT quote_ident(nspname) AS name FROM pg_namespace WHERE starts_with(nspname, $1)`,
        [testSchemaPrefix(run)],
      );
      for (const { name } of schemas) await db.exec(`DROP SCHEMA ${name} CASCADE`);
    } finally {
      await db.close();
    }
  };
}
