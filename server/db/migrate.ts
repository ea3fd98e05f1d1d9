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
 * Applies, in file-name order, each `migrations/NNN_name.sql` not yet recorded in `schema_migrations`,
 * each inside its own transaction so a failing migration leaves nothing half-applied.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const newlyApplied: string[] = [];
  for (const version of await pendingMigrations(db)) {
    const sql = await readFile(`${MIGRATIONS_DIR}${version}.sql`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    newlyApplied.push(version);
  }
  return newlyApplied;
}
