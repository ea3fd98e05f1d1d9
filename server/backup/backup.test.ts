import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRegistration } from '@shared/api/contract/examples';
import { createUser } from '../auth/users';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { openPgliteDatabase } from '../db/pglite-database';
import { seedCatalog } from '../seed/seed-catalog';
import { insertCraftedProvider } from '../test-support/crafted-directory';
import { migratedSnapshot } from '../test-support/database-snapshot';
import { freshPostgresUrl } from '../test-support/server-process';
import { backUp, type BackupSettings } from './back-up';
import { restore } from './restore';
import { runCommand } from './run-command';
import { tableDigests } from './table-digests';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'pp-backup-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const BACKUP_TIME = new Date('2026-11-28T09:15:02.345Z');

/** What a day of use writes: a planner and a couple. */
async function someRows(db: Database, name: string, phone: string): Promise<void> {
  await insertCraftedProvider(db, { name, latitude: 45.76, longitude: 4.84 });
  await createUser(db, { ...exampleRegistration(phone), email: `${phone.slice(1)}@example.fr` });
}

/** What happens after the backup: more rows, a changed one, a deleted one. */
async function writeMore(db: Database): Promise<void> {
  await someRows(db, 'Atelier Après', '+33698765432');
  await db.query("UPDATE providers SET name = 'Renamed' WHERE name = 'Atelier Avant'");
  await db.query('DELETE FROM users WHERE phone = $1', ['+33612345678']);
}

/**
 * A migrated PGlite folder on disk from the run's snapshot, which is a tar of one: extracted by `tar` in a
 * fraction of the seconds PGlite's `loadDataDir` takes to write it through its virtual file system. The
 * snapshot was dumped from an open database, whose mark it carries.
 */
async function migratedDataDir(dataDir: string): Promise<void> {
  const snapshot = join(folder, 'snapshot.tar');
  await writeFile(snapshot, Buffer.from(await (await migratedSnapshot()).arrayBuffer()));
  await mkdir(dataDir, { recursive: true });
  await runCommand('tar', ['--extract', `--file=${snapshot}`, `--directory=${dataDir}`]);
  await rm(join(dataDir, 'postmaster.pid'), { force: true });
}

async function withDatabase<T>(
  open: () => Promise<Database>,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await open();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** The images folder's files, by path, with their bytes as text. */
async function filesOf(dir: string): Promise<Record<string, string>> {
  if (!existsSync(dir)) return {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => {
        const path = join(file.parentPath, file.name);
        return [path.slice(dir.length + 1), await readFile(path, 'utf8')] as const;
      }),
    ),
  );
}

describe.skipIf(process.env.DATABASE_URL)(
  'a backup of the embedded database (PGlite) and the local images',
  () => {
    // Several openings of a PGlite data folder, each of seconds on a busy two-core machine: more than the default.
    it('restores every table, sequence and image as they were, after more was written', async () => {
      const dataDir = join(folder, 'data');
      // The default layout: the images and their cache inside the data folder.
      const settings: BackupSettings = {
        databaseUrl: undefined,
        dataDir,
        imagesDir: join(dataDir, 'images'),
        imageCacheDir: join(dataDir, 'image-cache'),
        imagesS3: undefined,
      };
      const open = () => openPgliteDatabase(dataDir);
      const outDir = join(folder, 'backups');
      await expect(backUp(settings, { outDir })).rejects.toThrow(/holds no PGlite database/);
      await migratedDataDir(dataDir);
      const before = await withDatabase(open, async (db) => {
        await seedCatalog(db);
        await someRows(db, 'Atelier Avant', '+33612345678');
        // A server has the folder open: a copy now could be torn.
        await expect(backUp(settings, { outDir, now: BACKUP_TIME })).rejects.toThrow(/stop the server first/);
        return tableDigests(db);
      });
      await mkdir(join(settings.imagesDir, 'providers'), { recursive: true });
      await writeFile(join(settings.imagesDir, 'providers', 'before.jpg'), 'the photo of before');
      await mkdir(settings.imageCacheDir, { recursive: true });
      await writeFile(join(settings.imageCacheDir, 'variant.webp'), 'a variant');
      const { archive } = await backUp(settings, { outDir, now: BACKUP_TIME });
      expect(basename(archive)).toBe('pp-backup-2026-11-28T09-15-02Z.tar.gz');

      const written = await withDatabase(open, async (db) => {
        await writeMore(db);
        return tableDigests(db);
      });
      await writeFile(join(settings.imagesDir, 'providers', 'after.jpg'), 'the photo of after');
      await writeFile(join(settings.imagesDir, 'providers', 'before.jpg'), 'overwritten');
      expect(written).not.toEqual(before);

      const outcome = await restore(settings, archive, { now: BACKUP_TIME });
      expect(await withDatabase(open, tableDigests)).toEqual(before);
      expect(Object.keys(before).length).toBeGreaterThan(30);
      expect(await filesOf(settings.imagesDir)).toEqual({ 'providers/before.jpg': 'the photo of before' });
      expect(existsSync(settings.imageCacheDir)).toBe(false);
      // What the restore replaced is kept beside it, writes of after the backup included.
      expect(outcome.keptAside).toEqual([`${dataDir}.before-restore-2026-11-28T09-15-02Z`]);
      expect(await filesOf(join(outcome.keptAside[0] ?? '', 'images'))).toMatchObject({
        'providers/after.jpg': 'the photo of after',
      });

      // A new machine, where nothing was before.
      const newDataDir = join(folder, 'new-machine', 'data');
      const elsewhere = { ...settings, dataDir: newDataDir, imagesDir: join(newDataDir, 'images') };
      expect((await restore(elsewhere, archive)).keptAside).toEqual([]);
      expect(await withDatabase(() => openPgliteDatabase(newDataDir), tableDigests)).toEqual(before);
      expect(await filesOf(elsewhere.imagesDir)).toEqual({ 'providers/before.jpg': 'the photo of before' });
    }, 120_000);
  },
);

describe.runIf(process.env.DATABASE_URL)('a backup of PostgreSQL through pg_dump and pg_restore', () => {
  it('restores every table and sequence as they were, after more was written', async () => {
    const databaseUrl = await freshPostgresUrl();
    const settings: BackupSettings = {
      databaseUrl,
      dataDir: join(folder, 'unused'),
      imagesDir: join(folder, 'pg-images'),
      imageCacheDir: join(folder, 'pg-image-cache'),
      imagesS3: undefined,
    };
    const open = () => openDatabase({ databaseUrl });
    const before = await withDatabase(open, async (db) => {
      await migrate(db);
      await seedCatalog(db);
      await someRows(db, 'Atelier Avant', '+33612345678');
      return tableDigests(db);
    });
    await mkdir(settings.imagesDir, { recursive: true });
    await writeFile(join(settings.imagesDir, 'before.jpg'), 'the photo of before');

    const { archive, manifest } = await backUp(settings, {
      outDir: join(folder, 'pg-backups'),
      now: BACKUP_TIME,
    });
    expect(manifest.digests).toEqual(before);
    await withDatabase(open, writeMore);
    await writeFile(join(settings.imagesDir, 'after.jpg'), 'the photo of after');
    expect(await withDatabase(open, tableDigests)).not.toEqual(before);

    await restore(settings, archive, { now: BACKUP_TIME });
    expect(await withDatabase(open, tableDigests)).toEqual(before);
    expect(await filesOf(settings.imagesDir)).toEqual({ 'before.jpg': 'the photo of before' });
  });
});
