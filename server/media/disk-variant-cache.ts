import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { assertValidImageKey } from './image-key';
import type { VariantCache } from './variant-cache';
import { writeFileAtomically } from './write-file-atomically';

const SCRATCH_FOLDER = '.partial';

/**
 * Variants as files: `<root>/<h0h1>/<sha256 of the key>/<variant name>`. Hashing the key gives each original a
 * folder of its own (a key's path could otherwise be both a file and another key's folder) and spreads the
 * folders over 256 parents. The folder holds at most `maxBytes`: past it, the variants used least recently are
 * deleted (they are rendered again if asked for). The sizes are learnt once from the folder, then kept in
 * memory in the order of use.
 */
export class DiskVariantCache implements VariantCache {
  private readonly root: string;
  private readonly scratchDir: string;
  /** Each variant's path and size, the least recently used first. */
  private readonly sizes = new Map<string, number>();
  private totalBytes = 0;
  private loaded: Promise<void> | undefined;

  constructor(
    root: string,
    private readonly maxBytes = Infinity,
  ) {
    this.root = resolve(root);
    this.scratchDir = join(this.root, SCRATCH_FOLDER);
  }

  async get(key: string, name: string): Promise<Buffer | null> {
    await this.load();
    const path = join(this.folderOf(key), name);
    try {
      const data = await readFile(path);
      this.record(path, data.length);
      return data;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async put(key: string, name: string, data: Buffer): Promise<void> {
    await this.load();
    const path = join(this.folderOf(key), name);
    await writeFileAtomically(path, data, this.scratchDir);
    this.record(path, data.length);
    await this.evict();
  }

  async forget(key: string): Promise<void> {
    await this.load();
    const folder = this.folderOf(key);
    await rm(folder, { recursive: true, force: true });
    for (const path of [...this.sizes.keys()]) {
      if (path.startsWith(folder + sep)) this.remove(path);
    }
  }

  /** The bytes the cache holds now. */
  async size(): Promise<number> {
    await this.load();
    return this.totalBytes;
  }

  /** Notes a variant as the most recently used one. */
  private record(path: string, bytes: number): void {
    this.remove(path);
    this.sizes.set(path, bytes);
    this.totalBytes += bytes;
  }

  private remove(path: string): void {
    this.totalBytes -= this.sizes.get(path) ?? 0;
    this.sizes.delete(path);
  }

  private async evict(): Promise<void> {
    for (const [path] of this.sizes) {
      if (this.totalBytes <= this.maxBytes) return;
      this.remove(path);
      await rm(path, { force: true });
    }
  }

  /** Reads what an earlier process left in the folder, oldest first, once. */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      const files = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
      const found = await Promise.all(
        files
          .filter((file) => file.isFile() && !join(file.parentPath, file.name).includes(SCRATCH_FOLDER))
          .map(async (file) => {
            const path = join(file.parentPath, file.name);
            const { size, mtimeMs } = await stat(path);
            return { path, size, mtimeMs };
          }),
      );
      found.sort((a, b) => a.mtimeMs - b.mtimeMs);
      for (const { path, size } of found) this.record(path, size);
    })();
    return this.loaded;
  }

  private folderOf(key: string): string {
    assertValidImageKey(key);
    const digest = createHash('sha256').update(key).digest('hex');
    return join(this.root, digest.slice(0, 2), digest);
  }
}
