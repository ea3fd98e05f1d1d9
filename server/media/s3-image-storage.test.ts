import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test-support/local-s3';
import { InvalidImageKeyError } from './image-key';
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

describe('S3ImageStorage, against a local S3-compatible server', () => {
  it('stores, reads, replaces and deletes an image under a nested key', async () => {
    const key = 'providers/41/photo.jpg';
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);

    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second'));
    expect(await storage.get(key)).toEqual(Buffer.from('second'));
    expect(await storage.exists(key)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('is shared: a second instance’s client reads what the first one wrote', async () => {
    const other = new S3ImageStorage(s3.settings);
    await storage.put('shared/a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    expect(await other.get('shared/a.jpg')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0x00]));
    other.close();
  });

  it('refuses invalid keys before sending anything', async () => {
    for (const key of ['../outside.jpg', '/etc/passwd', 'a/../../outside.jpg', '']) {
      await expect(storage.get(key)).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidImageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidImageKeyError);
    }
  });
});
