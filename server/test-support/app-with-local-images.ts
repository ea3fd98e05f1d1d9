import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../db/database';
import { DiskVariantCache } from '../media/disk-variant-cache';
import { ImageService } from '../media/image-service';
import { LocalImageStorage } from '../media/local-image-storage';
import { startTestApp, type TestApp } from './test-app';
import { openTestDatabase, resetDatabase } from './test-database';

/** The images a test's app stores: its storage, and the keys it holds. */
export interface TestImages {
  readonly storage: LocalImageStorage;
  /** Every stored object's key, sorted, the storage's scratch folder of unfinished uploads aside. */
  storedKeys(): Promise<string[]>;
}

/**
 * The frame of a server test file whose app stores uploads: one database for the file, emptied before each
 * test (then given `prepare`), and a fresh app on it with a local image storage and variant cache of the test's
 * own, in a scratch folder removed with the file. Registers the vitest hooks.
 */
export function freshAppWithLocalImagesForEachTest(
  prepare?: (db: Database) => Promise<void>,
  /** The app's environment, read before each test (after the file's own `beforeAll`, a fake's address). */
  env?: () => NodeJS.ProcessEnv,
): {
  t: Omit<TestApp, 'close'>;
  images: TestImages;
} {
  let db: Database | undefined;
  let folder = '';
  let run = 0;
  let current: { app: TestApp; root: string; storage: LocalImageStorage } | undefined;
  beforeAll(async () => {
    db = await openTestDatabase();
    folder = await mkdtemp(join(tmpdir(), 'back-office-images-'));
  });
  afterAll(async () => {
    await db?.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    if (!db) throw new Error('the test database did not open');
    await resetDatabase(db);
    await prepare?.(db);
    run += 1;
    const root = join(folder, `images-${run}`);
    const storage = new LocalImageStorage(root);
    const cache = new DiskVariantCache(join(folder, `cache-${run}`), 100 * 1024 * 1024);
    current = {
      app: await startTestApp({ db, images: new ImageService({ storage, cache }), env: env?.() }),
      root,
      storage,
    };
  });
  afterEach(() => current?.app.close());
  const running = () => {
    if (!current) throw new Error('freshAppWithLocalImagesForEachTest: read it inside a test or a hook');
    return current;
  };
  return {
    t: {
      get app() {
        return running().app.app;
      },
      get db() {
        return running().app.db;
      },
      get clock() {
        return running().app.clock;
      },
      get config() {
        return running().app.config;
      },
    },
    images: {
      get storage() {
        return running().storage;
      },
      async storedKeys() {
        const { root } = running();
        try {
          const entries = await readdir(root, { recursive: true, withFileTypes: true });
          return entries
            .filter((entry) => entry.isFile() && !entry.parentPath.includes('.partial'))
            .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
            .sort();
        } catch {
          return [];
        }
      },
    },
  };
}
