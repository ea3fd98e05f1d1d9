import { readFile, stat, unlink } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { assertValidImageKey } from './image-key';
import type { ImageStorage } from './image-storage';
import { writeFileAtomically } from './write-file-atomically';

/** Errors that mean "no image under this key": missing file, or the key names a folder or passes through a file. */
const ABSENT = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

function isAbsent(error: unknown): boolean {
  return ABSENT.has((error as NodeJS.ErrnoException).code ?? '');
}

/** Images as files in a folder, the key being the path below it. */
export class LocalImageStorage implements ImageStorage {
  private readonly root: string;
  /** Key segments never start with a dot, so this folder can never be mistaken for a key. */
  private readonly scratchDir: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.scratchDir = join(this.root, '.partial');
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    await writeFileAtomically(this.pathOf(key), data, this.scratchDir);
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isAbsent(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isAbsent(error)) return false;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertValidImageKey(key);
    const path = resolve(this.root, key);
    // The key rules already keep paths inside the root; this guards against a future loosening of them.
    if (!path.startsWith(this.root + sep)) throw new Error(`Image key escapes the storage: ${key}`);
    return path;
  }
}
