import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidImageKeyError } from './image-key';
import { describeImageStorageContract } from './image-storage-contract';
import { LocalImageStorage } from './local-image-storage';

let folder: string;
let storage: LocalImageStorage;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'local-image-storage-'));
  storage = new LocalImageStorage(join(folder, 'images'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describeImageStorageContract('LocalImageStorage', () => storage, [
  '../outside.jpg',
  '/etc/passwd',
  'a/../../outside.jpg',
  '',
]);

describe('LocalImageStorage', () => {
  it('leaves no temporary file behind among the keys', async () => {
    await storage.put('tidy/a.jpg', Buffer.from('a'));
    expect(await readdir(join(folder, 'images', 'tidy'))).toEqual(['a.jpg']);
  });

  it('treats a key naming a folder, or passing through a file, as absent', async () => {
    await storage.put('album/cover.jpg', Buffer.from('cover'));
    expect(await storage.get('album')).toBeNull();
    expect(await storage.exists('album')).toBe(false);
    expect(await storage.get('album/cover.jpg/more.jpg')).toBeNull();
    await expect(storage.delete('album')).resolves.toBeUndefined();
    expect(await storage.exists('album/cover.jpg')).toBe(true);
  });

  it('reaches nothing outside its folder through a key', async () => {
    await writeFile(join(folder, 'outside.jpg'), 'secret');
    await mkdir(join(folder, 'images'), { recursive: true });
    for (const key of ['../outside.jpg', join(folder, 'outside.jpg')]) {
      await expect(storage.delete(key)).rejects.toThrow(InvalidImageKeyError);
    }
    expect(await readdir(folder)).toContain('outside.jpg');
  });
});
