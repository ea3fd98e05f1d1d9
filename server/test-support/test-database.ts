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
 * Empties every table but the migration log and the directory version (which only moves forward: emptying a
 * directory table moves it), so the tests of one file can share one database. Only the tables a test wrote to
 * are emptied — those holding rows, or whose identity sequence has moved — found by one query: emptying all
 * fifty-odd tables costs PGlite three times as much, before every server test.
 *
 * They are emptied by DELETE and their sequences set back to their start: a TRUNCATE gives each table new
 * files, which on PostgreSQL cost 150 ms a test, a third of the server suites' time there. A table goes before
 * the tables it references; where tables reference each other (a portfolio, its photos and its key photo), the
 * one whose every reference to it cascades goes first, taking the rows that reference it along.
 */
export async function resetDatabase(db: Database): Promise<void> {
  const plan = await resetPlanOf(db);
  const written = new Set(
    (await db.query<{ name: string }>(plan.writtenTablesQuery)).map((table) => table.name),
  );
  if (written.size > 0)
    await db.exec(emptyingStatements(plan.tables.filter(({ name }) => written.has(name))));
}

interface TableToEmpty {
  name: string;
  /** Its identity or serial sequences, quoted, with the value each starts from. */
  sequences: { name: string; start: string }[];
  /** The tables its rows reference (itself excluded), quoted: `holds` unless the reference cascades. */
  parents: { name: string; holds: boolean }[];
}

interface ResetPlan {
  /** The tables that may need emptying, children first. */
  tables: TableToEmpty[];
  /** The query naming those a test wrote to. */
  writtenTablesQuery: string;
}

/** The SQL that empties `tables` (a test wrote to each, listed children first) and starts their sequences again. */
function emptyingStatements(tables: TableToEmpty[]): string {
  return [
    ...tables.map(({ name }) => `DELETE FROM ${name};`),
    ...tables.flatMap(({ sequences }) =>
      sequences.map(({ name, start }) => `SELECT setval('${name}', ${start}, false);`),
    ),
  ].join('\n');
}

/**
 * `tables` ordered so that each comes before the tables it references; in a loop, a table whose references all
 * cascade comes first (its DELETE deletes the rows that reference it); a loop without one is refused.
 */
function childrenFirst(tables: TableToEmpty[]): TableToEmpty[] {
  const ordered: TableToEmpty[] = [];
  let left = tables;
  const notReferencedBy = (references: TableToEmpty['parents']) => {
    const referenced = new Set(references.map(({ name }) => name));
    return left.filter(({ name }) => !referenced.has(name));
  };
  while (left.length > 0) {
    const references = left.flatMap(({ parents }) => parents);
    let ready = notReferencedBy(references);
    // In a loop, one table gives way: the next rounds go on in the references' order.
    if (ready.length === 0) ready = notReferencedBy(references.filter(({ holds }) => holds)).slice(0, 1);
    if (ready.length === 0)
      throw new Error(
        `The tables ${left.map(({ name }) => name).join(', ')} reference each other without ON DELETE CASCADE: ` +
          'no order of DELETEs empties them.',
      );
    ordered.push(...ready);
    left = left.filter((table) => !ready.includes(table));
  }
  return ordered;
}

/** Each database's reset plan, read once from its catalogue. */
const resetPlans = new WeakMap<Database, Promise<ResetPlan>>();

function resetPlanOf(db: Database): Promise<ResetPlan> {
  let plan = resetPlans.get(db);
  if (!plan) {
    plan = db
      .query<TableToEmpty>(
        `SELECT quote_ident(t.relname) AS name,
                (SELECT coalesce(json_agg(json_build_object('name', quote_ident(s.relname),
                                                            'start', q.seqstart::text)), '[]')
                 FROM pg_depend d JOIN pg_class s ON s.oid = d.objid JOIN pg_sequence q ON q.seqrelid = s.oid
                 WHERE d.refobjid = t.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')) AS sequences,
                (SELECT coalesce(json_agg(json_build_object('name', quote_ident(p.relname),
                                                            'holds', c.confdeltype <> 'c')), '[]')
                 FROM pg_constraint c JOIN pg_class p ON p.oid = c.confrelid
                 WHERE c.conrelid = t.oid AND c.contype = 'f' AND c.confrelid <> t.oid) AS parents
         FROM pg_class t
         WHERE t.relkind = 'r' AND t.relnamespace = current_schema()::regnamespace
           AND t.relname NOT IN ('schema_migrations', 'directory_version')
         ORDER BY t.relname`,
      )
      .then((tables) => ({
        tables: childrenFirst(tables),
        writtenTablesQuery: tables
          .map(({ name, sequences }) => {
            // A sequence read from since it was set back says so (is_called).
            const moved = sequences.map((sequence) => `(SELECT is_called FROM ${sequence.name})`);
            return `SELECT '${name}' AS name WHERE ${[`EXISTS (SELECT 1 FROM ${name})`, ...moved].join(' OR ')}`;
          })
          .join(' UNION ALL '),
      }));
    resetPlans.set(db, plan);
  }
  return plan;
}
