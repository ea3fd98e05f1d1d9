import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileSize {
  /** Relative to dist/, with forward slashes, as in Vite's manifest. */
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const SHIPPED = /\.(?:js|css)$/;

/** Every script and style sheet of the build (source maps are never downloaded by a page). */
export async function measureBuiltFiles(distDir: string): Promise<FileSize[]> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && SHIPPED.test(entry.name))
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(distDir.length + 1)
        .split(sep)
        .join('/'),
    )
    .sort();
  return Promise.all(files.map(async (file) => compressedSizes(file, await readFile(join(distDir, file)))));
}

/** The files are already minified by the build, so these are the min+gzip and min+brotli figures. */
export function compressedSizes(file: string, content: Buffer): FileSize {
  return {
    file,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).length,
  };
}
