import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Moves `from` to `to` (whose parent is made): a rename, or a copy then a removal across file systems. */
export async function moveFolder(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
