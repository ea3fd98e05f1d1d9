import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { assertValidImageKey } from './image-key';
import type { VariantCache } from './variant-cache';
import { writeFileAtomically } from './write-file-atomically';

/**
 * Variants as files: `<root>/<h0h1>/<sha256 of the key>/<variant name>`. Hashing the key gives each original a
 * folder of its own (a key's path could otherwise be both a file and another key's folder) and spreads the
 * folders over 256 parents.
 */
export class DiskVariantCache implements VariantCache {
  private readonly root: string;
  private readonly scratchDir: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.scratchDir = join(this.root, '.partial');
  }

  async get(key: string, name: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.folderOf(key), name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(key: string, name: string, data: Buffer): Promise<void> {
    await writeFileAtomically(join(this.folderOf(key), name), data, this.scratchDir);
  }

  async forget(key: string): Promise<void> {
    await rm(this.folderOf(key), { recursive: true, force: true });
  }

  private folderOf(key: string): string {
    assertValidImageKey(key);
    const digest = createHash('sha256').update(key).digest('hex');
    return join(this.root, digest.slice(0, 2), digest);
  }
}
