import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';

/*
 * A new PGlite database costs its cluster's creation (initdb, seconds) before the migrations run; a test file
 * that starts from a dump of an already migrated one loads it in a fraction of that. The dump is made once per
 * run (vitest's global setup) and kept in the system's temporary folder under the fingerprint of what it holds:
 * the migrations' text and PGlite's version. A changed migration, or another PGlite, makes a new one.
 */

const SNAPSHOT_DIR = join(tmpdir(), 'pp-test-database');
const PGLITE = '@electric-sql/pglite';

async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  // The package exports no package.json: it is read beside the entry point the package resolves to.
  const entry = createRequire(import.meta.url).resolve(PGLITE);
  const root = entry.slice(0, entry.lastIndexOf(`/${PGLITE}/`) + PGLITE.length + 1);
  hash.update(await readFile(join(root, 'package.json')));
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function writeSnapshot(path: string): Promise<void> {
  const db = await openPgliteDatabase();
  try {
    await migrate(db);
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    await mkdir(SNAPSHOT_DIR, { recursive: true });
    // Written beside, then renamed: a test file reading it at the same moment sees the whole dump or none.
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, dump);
    await rename(partial, path);
  } finally {
    await db.close();
  }
}

/** The dump of a migrated, empty database, made first if this run has none yet. */
export async function migratedSnapshot(): Promise<Blob> {
  const path = join(SNAPSHOT_DIR, `${await fingerprint()}.tar`);
  const existing = await readFile(path).catch(() => undefined);
  if (existing) return new Blob([existing]);
  await writeSnapshot(path);
  return new Blob([await readFile(path)]);
}
