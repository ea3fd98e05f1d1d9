import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';

/** The file at the archive's root that says what it holds and what the restored data must read. */
export const MANIFEST_FILE = 'backup.json';
/** The archive's folders: the database (PGlite's data folder, or `database.dump`) and the original images. */
export const DATABASE_ENTRY = 'database';
export const POSTGRES_DUMP_FILE = 'database.dump';
export const IMAGES_ENTRY = 'images';

const manifestSchema = v.object({
  format: v.literal(1),
  madeAt: v.string(),
  database: v.picklist(['pglite', 'postgres']),
  /** Each table's and sequence's digest when the backup was made (table-digests.ts). */
  digests: v.record(v.string(), v.string()),
  /** `local`: the archive holds the originals; a bucket's name: they stay in it (README, "Run it in production"). */
  images: v.union([v.literal('local'), v.object({ bucket: v.string() })]),
});

export type BackupManifest = v.InferOutput<typeof manifestSchema>;

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const parsed = v.safeParse(manifestSchema, JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8')));
  if (!parsed.success) throw new Error(`${MANIFEST_FILE} is not a backup's manifest of this version`);
  return parsed.output;
}

/** `pp-backup-2026-11-28T09-15-02Z.tar.gz`: sorted by time, and valid on every file system. */
export function archiveName(madeAt: Date): string {
  return `pp-backup-${madeAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}
