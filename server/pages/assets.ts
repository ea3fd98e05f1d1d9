import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_PREFIX } from '@shared/api/asset-url';

export const ASSETS_DIR = join(process.cwd(), 'dist');

interface ManifestChunk {
  file: string;
  css?: string[];
  /** The files the entry refers to: a stylesheet's fonts. */
  assets?: string[];
  /** The chunks it imports statically, by their keys in the manifest. */
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

let manifest: Manifest | undefined;

/**
 * Vite's manifest, read once: the entries keep stable names (`loader.js`, `islands.js`), so a rebuild under
 * `npm run dev` does not change what pages include. A failed read is not kept: the server may start before
 * the first build has finished.
 */
export function builtManifest(): Manifest | undefined {
  if (manifest) return manifest;
  try {
    manifest = JSON.parse(readFileSync(join(ASSETS_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
  return manifest;
}

/** The built files of an entry; empty when the assets have not been built. */
export function entryAssets(entry: string): { scripts: string[]; styles: string[] } {
  const chunk = builtManifest()?.[entry];
  if (!chunk) return { scripts: [], styles: [] };
  return {
    scripts: [ASSETS_PREFIX + chunk.file],
    styles: (chunk.css ?? []).map((file) => ASSETS_PREFIX + file),
  };
}

/** The stylesheet an entry of its own builds (`server/pages/styles/site.css`); undefined before the build. */
export function entryStylesheet(entry: string): string | undefined {
  const chunk = builtManifest()?.[entry];
  return chunk && ASSETS_PREFIX + chunk.file;
}

/** A file a stylesheet entry refers to, by its name before the build (`inter-latin-wght-normal.woff2`). */
export function entryAsset(entry: string, sourceName: string): string | undefined {
  const dot = sourceName.lastIndexOf('.');
  const [stem, extension] = [sourceName.slice(0, dot), sourceName.slice(dot)];
  const file = builtManifest()?.[entry]?.assets?.find((asset) => {
    const name = asset.slice(asset.lastIndexOf('/') + 1);
    return name.startsWith(`${stem}-`) && name.endsWith(extension);
  });
  return file && ASSETS_PREFIX + file;
}
