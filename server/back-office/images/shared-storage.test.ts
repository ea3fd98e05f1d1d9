import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as imagesApi from '@shared/api/contract/back-office/images';
import type { Database } from '@server/db/database';
import { DiskVariantCache } from '@server/media/disk-variant-cache';
import { ImageService } from '@server/media/image-service';
import { S3ImageStorage } from '@server/media/s3-image-storage';
import { seedCatalog } from '@server/seed/seed-catalog';
import { BACK_OFFICE_HOST } from '@server/test-support/call-endpoint';
import { startLocalS3, type LocalS3 } from '@server/test-support/local-s3';
import { phonePhoto, uploadFiles } from '@server/test-support/multipart';
import { signedInProvider } from '@server/test-support/signed-in-provider';
import { startTestApp, type TestApp } from '@server/test-support/test-app';
import { openTestDatabase } from '@server/test-support/test-database';

/*
 * Two server instances on one database and one S3-compatible bucket (a local s3rver), each with its own
 * variant cache: a photo uploaded through one is served by the other, and deleted through it.
 */
let s3: LocalS3;
let db: Database;
let folder: string;
let storages: S3ImageStorage[] = [];
let first: TestApp;
let second: TestApp;

async function instance(name: string): Promise<TestApp> {
  const storage = new S3ImageStorage(s3.settings);
  storages.push(storage);
  const cache = new DiskVariantCache(join(folder, name), 100 * 1024 * 1024);
  return startTestApp({ db, images: new ImageService({ storage, cache }) });
}

beforeAll(async () => {
  s3 = await startLocalS3();
  db = await openTestDatabase();
  await seedCatalog(db);
  folder = await mkdtemp(join(tmpdir(), 'shared-storage-'));
  first = await instance('first');
  second = await instance('second');
});
afterAll(async () => {
  await first.close();
  await second.close();
  for (const storage of storages) storage.close();
  storages = [];
  await db.close();
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

describe('photos in an S3-compatible bucket shared by two instances', () => {
  it('serves through one instance what the other stored, and forgets it once deleted', async () => {
    const provider = await signedInProvider(first, 'Atelier Lumière', '+33611111111');
    const uploaded = await uploadFiles(
      first.app,
      imagesApi.uploadImages,
      [{ field: 'files', filename: 'mariage.jpg', type: 'image/jpeg', data: await phonePhoto() }],
      provider,
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const [image] = (uploaded.body as imagesApi.Gallery).images;
    const key = image?.key ?? '';

    const served = await second.app.inject({ url: `/images/${key}?w=80&format=jpeg` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const reader = new S3ImageStorage(s3.settings);
    expect(await reader.exists(key)).toBe(true);

    const deleted = await second.app.inject({
      method: 'DELETE',
      url: `/api/images/delete-image/${image?.id}`,
      headers: { host: BACK_OFFICE_HOST, ...provider.headers },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await reader.exists(key)).toBe(false);
    reader.close();
  });
});
