import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Writes through a temporary file in `scratchDir` (same file system) and renames it into place, so a reader
 * sees the old file or the whole new one, never a partial write, and two writers of the same bytes do not
 * interleave.
 */
export async function writeFileAtomically(path: string, data: Buffer, scratchDir: string): Promise<void> {
  await Promise.all([mkdir(dirname(path), { recursive: true }), mkdir(scratchDir, { recursive: true })]);
  const scratch = join(scratchDir, randomBytes(8).toString('hex'));
  try {
    await writeFile(scratch, data);
    await rename(scratch, path);
  } catch (error) {
    await rm(scratch, { force: true });
    throw error;
  }
}
