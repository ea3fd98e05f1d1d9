import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { migratedSnapshot } from './database-snapshot';
import { testSchemaPrefix } from './test-schemas';

/**
 * A migrated, empty database for a test file or a test: PGlite in memory by default, loaded from the run's
 * migrated snapshot, or — when DATABASE_URL is set — a schema of its own on that PostgreSQL, named after the
 * run so that the run's end drops it (global-setup.ts). `close()` empties it and gives it back to this worker,
 * whose next test takes it instead of making one: loading the snapshot (half a second) or migrating a schema,
 * done for each of hundreds of test files and apps, was a tenth of the server suites' time.
 */
export async function openTestDatabase(): Promise<Database> {
  const db = givenBack.pop() ?? (await newTestDatabase());
  let open = true;
  return {
    ...db,
    async close() {
      if (!open) return;
      open = false;
      await resetDatabase(db);
      givenBack.push(db);
    },
  };
}

/** This worker's databases, closed by the tests that had them and emptied. */
const givenBack: Database[] = [];

async function newTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openPgliteDatabase(undefined, { loadDataDir: await migratedSnapshot() });
  const schema = testSchemaPrefix(inject('testRun')) + randomBytes(6).toString('hex');
  const db = await openDatabase({ databaseUrl, schema });
  await migrate(db);
  return db;
}

/**
 * Empties every table but the migration log and the directory version (which only moves forward: the
 * truncation moves it), so the tests of one file can share one database. Only the tables a test wrote to are
 * truncated — those holding rows, or whose identity sequence has moved — found by one query: truncating all
 * thirty-odd tables costs PGlite three times as much, before every server test.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const written = await db.query<{ name: string }>(await writtenTablesQuery(db));
  if (written.length > 0)
    await db.exec(`TRUNCATE ${written.map((table) => table.name).join(', ')} RESTART IDENTITY CASCADE`);
}

/** The query naming the tables a test wrote to, made once per database from its catalogue. */
const writtenTablesQueries = new WeakMap<Database, Promise<string>>();

function writtenTablesQuery(db: Database): Promise<string> {
  let query = writtenTablesQueries.get(db);
  if (!query) {
    query = db
      .query<{ name: string; sequences: string[] }>(
        `SELECT quote_ident(t.relname) AS name,
                array_remove(array_agg(s.relname::text), NULL) AS sequences
         FROM pg_class t
         LEFT JOIN pg_depend d ON d.refobjid = t.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
         LEFT JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
         WHERE t.relkind = 'r' AND t.relnamespace = current_schema()::regnamespace
           AND t.relname NOT IN ('schema_migrations', 'directory_version')
         GROUP BY t.relname`,
      )
      .then((tables) =>
        tables
          .map(({ name, sequences }) => {
            const moved = sequences.map(
              (sequence) =>
                `EXISTS (SELECT 1 FROM pg_sequences WHERE schemaname = current_schema() ` +
                `AND sequencename = '${sequence}' AND last_value IS NOT NULL)`,
            );
            return `SELECT '${name}' AS name WHERE ${[`EXISTS (SELECT 1 FROM ${name})`, ...moved].join(' OR ')}`;
          })
          .join(' UNION ALL '),
      );
    writtenTablesQueries.set(db, query);
  }
  return query;
}
