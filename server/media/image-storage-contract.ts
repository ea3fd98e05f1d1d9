import { describe, expect, it } from 'vitest';
import { InvalidImageKeyError } from './image-key';
import type { ImageStorage } from './image-storage';

/**
 * What every ImageStorage does, whatever its backend, registered as tests in the adapter's test file: an
 * image stored, read, replaced and deleted under a nested key, and invalid keys refused before the backend is
 * reached. `storage` is read when the tests run (the adapter's file opens it in a hook).
 */
export function describeImageStorageContract(
  name: string,
  storage: () => ImageStorage,
  invalidKeys: readonly string[] = ['../outside.jpg', '/etc/passwd', 'a/../../outside.jpg', ''],
): void {
  describe(`${name}, as every image storage`, () => {
    it('stores, reads, replaces and deletes an image under a nested key', async () => {
      const images = storage();
      const key = 'providers/41/photo.jpg';
      expect(await images.get(key)).toBeNull();
      expect(await images.exists(key)).toBe(false);

      await images.put(key, Buffer.from('first'));
      await images.put(key, Buffer.from('second'));
      expect(await images.get(key)).toEqual(Buffer.from('second'));
      expect(await images.exists(key)).toBe(true);

      await images.delete(key);
      expect(await images.get(key)).toBeNull();
      expect(await images.exists(key)).toBe(false);
      await expect(images.delete(key)).resolves.toBeUndefined();
    });

    it('refuses invalid keys before reaching its backend', async () => {
      const images = storage();
      for (const key of invalidKeys) {
        await expect(images.get(key)).rejects.toThrow(InvalidImageKeyError);
        await expect(images.exists(key)).rejects.toThrow(InvalidImageKeyError);
        await expect(images.put(key, Buffer.from('x'))).rejects.toThrow(InvalidImageKeyError);
        await expect(images.delete(key)).rejects.toThrow(InvalidImageKeyError);
      }
    });
  });
}
