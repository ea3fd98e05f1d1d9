import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressedSizes, measureBuiltFiles } from './measure-files';

describe('measureBuiltFiles', () => {
  it('measures scripts and style sheets at any depth, never source maps or the manifest', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'bench-dist-'));
    try {
      await mkdir(join(dist, 'chunks'));
      await mkdir(join(dist, '.vite'));
      await writeFile(join(dist, 'loader.js'), 'console.log(1)');
      await writeFile(join(dist, 'loader.js.map'), '{}');
      await writeFile(join(dist, 'chunks', 'a.css'), 'a{color:red}');
      await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
      const sizes = await measureBuiltFiles(dist);
      expect(sizes.map((size) => [size.file, size.raw])).toEqual([
        ['chunks/a.css', 12],
        ['loader.js', 14],
      ]);
    } finally {
      await rm(dist, { recursive: true });
    }
  });

  it('reports the raw size and compresses repetitive text far below it', () => {
    const content = Buffer.from('export const x = "widget";\n'.repeat(500));
    const size = compressedSizes('x.js', content);
    expect(size.raw).toBe(content.length);
    expect(size.gzip).toBeLessThan(size.raw / 10);
    expect(size.brotli).toBeLessThan(size.raw / 10);
  });
});
