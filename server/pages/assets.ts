import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ASSETS_DIR = join(process.cwd(), 'dist');
export const ASSETS_PREFIX = '/assets/';

interface ManifestChunk {
  file: string;
  css?: string[];
}

/** The built files of an entry, read from Vite's manifest; empty when the assets have not been built. */
export function entryAssets(entry: string): { scripts: string[]; styles: string[] } {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(ASSETS_DIR, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return { scripts: [], styles: [] };
  }
  const chunk = manifest[entry];
  if (!chunk) return { scripts: [], styles: [] };
  return {
    scripts: [ASSETS_PREFIX + chunk.file],
    styles: (chunk.css ?? []).map((file) => ASSETS_PREFIX + file),
  };
}
