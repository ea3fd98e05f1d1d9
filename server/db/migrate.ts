import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database';

/** The folder of the `NNN_name.sql` files, read at every start. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migrations this code needs, by version (`001_auth`), in the order they apply. */
async function migrationVersions(): Promise<string[]> {
  const files = await readdir(MIGRATIONS_DIR);
  return files
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => file.replace(/\.sql$/, ''));
}

async function appliedVersions(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/** The migrations this code needs that the database has not recorded (a deployment ahead of its schema). */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [versions, applied] = await Promise.all([migrationVersions(), appliedVersions(db)]);
  return versions.filter((version) => !applied.has(version));
}

/**
 * The schema holds migrations this code has no file for: a release older than the one that migrated it was
 * started (a rollback, an instance left behind). Its queries would meet tables and columns it does not know.
 */
export class SchemaNewerThanCode extends Error {
  constructor(
    readonly unknownVersions: readonly string[],
    readonly newestKnown: string | undefined,
  ) {
    super(
      `The database's schema is newer than this code: it has migration${unknownVersions.length > 1 ? 's' : ''} ` +
        `${unknownVersions.join(', ')}, which this code has no file for (the newest it knows is ` +
        `${newestKnown ?? 'none'}). Start the release that brought ${unknownVersions.length > 1 ? 'them' : 'it'}, ` +
        'or restore a backup taken before it ran; this instance will not serve on a schema it does not know.',
    );
    this.name = 'SchemaNewerThanCode';
  }
}

/**
 * Applies, in file-name order, each `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, all of
 * them in one transaction: the schema moves from one release's to the next in one step or not at all, so the
 * instances still running the previous release keep a schema they know when a migration fails. The transaction
 * first takes an advisory lock named after the schema: instances started together wait for the first one's run
 * to commit, then find nothing left to do. On PGlite (one process) the lock costs nothing.
 * Refuses (SchemaNewerThanCode) a schema that holds a migration this code does not have.
 */
export async function migrate(db: Database): Promise<string[]> {
  const versions = await migrationVersions();
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()))`);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const applied = await appliedVersions(tx);
    const unknown = [...applied].filter((version) => !versions.includes(version)).sort();
    if (unknown.length > 0) throw new SchemaNewerThanCode(unknown, versions.at(-1));
    const pending = versions.filter((version) => !applied.has(version));
    for (const version of pending) {
      await tx.exec(await readFile(`${MIGRATIONS_DIR}${version}.sql`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
    return pending;
  });
}
