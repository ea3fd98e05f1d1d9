import { runCommand } from './run-command';

/**
 * One gzipped tar of `entries` (names inside `folder`), following symbolic links, so that a staging folder
 * may point at the data where it lies instead of copying it; `excluded` names paths inside the entries left
 * out. The system's `tar` (GNU tar or bsdtar) streams it: a database and its images may outgrow the memory.
 */
export function createArchive(
  archive: string,
  folder: string,
  entries: readonly string[],
  excluded: readonly string[] = [],
): Promise<void> {
  return runCommand('tar', [
    '--create',
    '--gzip',
    '--dereference',
    `--file=${archive}`,
    ...excluded.map((path) => `--exclude=${path}`),
    `--directory=${folder}`,
    ...entries,
  ]);
}

export function extractArchive(archive: string, folder: string): Promise<void> {
  return runCommand('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${folder}`]);
}
