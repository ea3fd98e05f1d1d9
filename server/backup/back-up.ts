import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { Config } from '../config';
import {
  archiveName,
  DATABASE_ENTRY,
  IMAGES_ENTRY,
  MANIFEST_FILE,
  POSTGRES_DUMP_FILE,
  writeManifest,
  type BackupManifest,
} from './backup-manifest';
import { pgliteDigests, refuseOpenDataDir, requireDataDir } from './pglite-files';
import { dumpPostgres } from './postgres-dump';
import { createArchive } from './tar-archive';

/** Where the data a backup copies lies: the configuration's database and images. */
export type BackupSettings = Pick<
  Config,
  'databaseUrl' | 'dataDir' | 'imagesDir' | 'imageCacheDir' | 'imagesS3'
>;

/** `inner` as a path inside `outer`, or undefined when it lies elsewhere. */
function pathInside(outer: string, inner: string): string | undefined {
  const path = relative(outer, inner);
  return path && !path.startsWith('..') && !isAbsolute(path) ? path : undefined;
}

/**
 * Writes one archive into `outDir`, named with the time (`archiveName`): the manifest (what it holds, each
 * table's digest), the database, and the original images of the local folder (a bucket's stay in the bucket:
 * README, "Run it in production"). PostgreSQL is dumped by `pg_dump` while the server runs; PGlite's data folder is
 * copied as it lies, which needs the server stopped (`refuseOpenDataDir`). The images' variant cache is left
 * out: any instance renders it again.
 */
export async function backUp(
  settings: BackupSettings,
  { outDir, now = new Date() }: { outDir: string; now?: Date },
): Promise<{ archive: string; manifest: BackupManifest }> {
  await mkdir(outDir, { recursive: true });
  const staging = await mkdtemp(join(outDir, '.backup-'));
  try {
    const excluded: string[] = [];
    let manifest: BackupManifest;
    const images = settings.imagesS3 ? { bucket: settings.imagesS3.bucket } : ('local' as const);
    if (settings.databaseUrl) {
      await mkdir(join(staging, DATABASE_ENTRY));
      const digests = await dumpPostgres(
        settings.databaseUrl,
        join(staging, DATABASE_ENTRY, POSTGRES_DUMP_FILE),
      );
      manifest = { format: 1, madeAt: now.toISOString(), database: 'postgres', digests, images };
    } else {
      requireDataDir(settings.dataDir);
      refuseOpenDataDir(settings.dataDir);
      const digests = await pgliteDigests(settings.dataDir);
      manifest = { format: 1, madeAt: now.toISOString(), database: 'pglite', digests, images };
      await symlink(settings.dataDir, join(staging, DATABASE_ENTRY));
      // The default folders of the images and their cache lie inside the data folder: not the database's.
      for (const folder of [settings.imagesDir, settings.imageCacheDir]) {
        const inside = pathInside(settings.dataDir, folder);
        if (inside) excluded.push(`${DATABASE_ENTRY}/${inside}`);
      }
    }
    if (images === 'local' && existsSync(settings.imagesDir)) {
      await symlink(settings.imagesDir, join(staging, IMAGES_ENTRY));
    } else {
      await mkdir(join(staging, IMAGES_ENTRY));
    }
    await writeManifest(staging, manifest);
    const archive = join(outDir, archiveName(now));
    await createArchive(archive, staging, [MANIFEST_FILE, DATABASE_ENTRY, IMAGES_ENTRY], excluded);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
