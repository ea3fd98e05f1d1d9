import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BackupSettings } from './back-up';
import { DATABASE_ENTRY, IMAGES_ENTRY, POSTGRES_DUMP_FILE, readManifest } from './backup-manifest';
import { moveFolder } from './move-folder';
import { pgliteDigests, refuseOpenDataDir, requireDataDir } from './pglite-files';
import { restorePostgres } from './postgres-dump';
import { extractArchive } from './tar-archive';
import type { TableDigests } from './table-digests';

/** The tables and sequences whose digest differs between the backup's manifest and the restored data. */
function differences(expected: TableDigests, actual: TableDigests): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].filter((name) => expected[name] !== actual[name]).sort();
}

function refuseDifferences(expected: TableDigests, actual: TableDigests, what: string): void {
  const differing = differences(expected, actual);
  if (differing.length > 0) {
    throw new Error(`${what} does not read as the backup did: ${differing.join(', ')}`);
  }
}

export interface RestoreOutcome {
  database: 'pglite' | 'postgres';
  /** What the restore replaced, moved beside it rather than deleted: the operator removes it once satisfied. */
  keptAside: string[];
  tables: number;
}

/**
 * Puts an archive of `backUp` back: the database, then the local images. PGlite's folder is checked against
 * the manifest's digests before anything is replaced, then swapped in, the former one kept aside (the server
 * stopped: `refuseOpenDataDir`); PostgreSQL is restored by `pg_restore` in one transaction, then checked. The
 * images' variant cache is emptied (variants of images the restore replaced would show the wrong picture).
 */
export async function restore(
  settings: BackupSettings,
  archive: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<RestoreOutcome> {
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'pglite') refuseOpenDataDir(settings.dataDir);
  // Beside the data folder (made on a new machine), so that the restored one is renamed into place, not copied.
  const stagingParent = kind === 'pglite' ? dirname(settings.dataDir) : tmpdir();
  await mkdir(stagingParent, { recursive: true });
  const staging = await mkdtemp(join(stagingParent, '.restore-'));
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
  const keptAside: string[] = [];
  const setAside = async (folder: string) => {
    if (!existsSync(folder)) return;
    const aside = `${folder}.before-restore-${stamp}`;
    await moveFolder(folder, aside);
    keptAside.push(aside);
  };
  try {
    await extractArchive(archive, staging);
    const manifest = await readManifest(staging);
    if (manifest.database !== kind) {
      throw new Error(
        `the archive holds a ${manifest.database} database, and this configuration uses ${kind}` +
          (kind === 'postgres' ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'),
      );
    }
    if (settings.databaseUrl) {
      const restored = await restorePostgres(
        settings.databaseUrl,
        join(staging, DATABASE_ENTRY, POSTGRES_DUMP_FILE),
      );
      refuseDifferences(manifest.digests, restored, 'the restored PostgreSQL database');
    } else {
      const restored = join(staging, DATABASE_ENTRY);
      requireDataDir(restored);
      refuseDifferences(manifest.digests, await pgliteDigests(restored), 'the archive’s PGlite folder');
      await setAside(settings.dataDir);
      await moveFolder(restored, settings.dataDir);
    }
    if (manifest.images === 'local') {
      await setAside(settings.imagesDir);
      await moveFolder(join(staging, IMAGES_ENTRY), settings.imagesDir);
    }
    await rm(settings.imageCacheDir, { recursive: true, force: true });
    return { database: kind, keptAside, tables: Object.keys(manifest.digests).length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
