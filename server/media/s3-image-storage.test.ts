import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test-support/local-s3';
import { describeImageStorageContract } from './image-storage-contract';
import { S3ImageStorage } from './s3-image-storage';

let s3: LocalS3;
let storage: S3ImageStorage;

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = new S3ImageStorage(s3.settings);
});
afterAll(async () => {
  storage.close();
  await s3.close();
});

describeImageStorageContract('S3ImageStorage', () => storage);

describe('S3ImageStorage, against a local S3-compatible server', () => {
  it('is shared: a second instance’s client reads what the first one wrote', async () => {
    const other = new S3ImageStorage(s3.settings);
    await storage.put('shared/a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    expect(await other.get('shared/a.jpg')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    other.close();
  });
});
