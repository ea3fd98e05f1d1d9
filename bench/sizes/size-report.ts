import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderTable } from '../format/table';
import { formatBytes, formatRatio } from '../format/units';
import { downloadsOf, elementChunks, entryKey, reactRuntimeKey, rolesOf, type Manifest } from './asset-graph';
import { measureBuiltFiles, type FileSize } from './measure-files';

export interface SizeReport {
  files: (FileSize & { role: string })[];
  reactRuntime: FileSize;
  elements: { name: string; script: FileSize; styles: FileSize[] }[];
  /** What a page downloads in a given situation, each file counted once. */
  pages: ({ page: string; files: string[] } & Omit<FileSize, 'file'>)[];
}

/** The `pp-*` tags a demo page uses, as an integrator wrote them. */
function tagsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<(pp-[a-z0-9-]+)/g)].map((match) => match[1] as string));
}

/**
 * `demoPagesDir`: each of its pages is measured as it loads: the loader, then every element it uses
 * (each file once), so a page is seen to download only its own elements' libraries.
 */
export async function measureSizes(distDir: string, demoPagesDir?: string): Promise<SizeReport> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const sizes = await measureBuiltFiles(distDir);
  const byFile = new Map(sizes.map((size) => [size.file, size]));
  const sizeOf = (file: string): FileSize => {
    const size = byFile.get(file);
    if (!size) throw new Error(`manifest names ${file}, which is not in dist/`);
    return size;
  };
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const total = (page: string, files: Set<string>) => {
    const measured = [...files].map(sizeOf);
    const sum = (pick: (size: FileSize) => number) => measured.reduce((acc, size) => acc + pick(size), 0);
    return {
      page,
      files: [...files].sort(),
      raw: sum((size) => size.raw),
      gzip: sum((size) => size.gzip),
      brotli: sum((size) => size.brotli),
    };
  };

  const roles = rolesOf(manifest);
  const elements = elementChunks(manifest);
  const loader = entryKey(manifest, 'loader.js');
  const islands = entryKey(manifest, 'islands.js');
  const loaderFiles = loader ? downloadsOf(manifest, loader) : new Set<string>();
  const pages = [
    ...(loader ? [total('loader.js alone: before any element appears', loaderFiles)] : []),
    ...(islands
      ? [total('islands.js alone: before any island appears', downloadsOf(manifest, islands))]
      : []),
    ...elements.map((element) =>
      total(
        `loader.js + one ${element.name}, until it appears`,
        new Set([...loaderFiles, ...downloadsOf(manifest, element.key)]),
      ),
    ),
  ];
  const demoPages = demoPagesDir
    ? await Promise.all(
        (await readdir(demoPagesDir))
          .filter((file) => file.endsWith('.html'))
          .sort()
          .map(async (file) => {
            const tags = tagsOf(await readFile(join(demoPagesDir, file), 'utf8'));
            const used = elements.filter((element) => tags.has(`pp-${element.name}`));
            const files = new Set([
              ...loaderFiles,
              ...used.flatMap((element) => [...downloadsOf(manifest, element.key)]),
            ]);
            return total(
              `demo-pages/${file} (${used.map((element) => element.name).join(', ') || 'no element'})`,
              files,
            );
          }),
      )
    : [];

  return {
    files: sizes.map((size) => ({ ...size, role: roles.get(size.file) ?? '' })),
    reactRuntime: sizeOf(fileOf(reactRuntimeKey(manifest))),
    elements: elements.map((element) => ({
      name: element.name,
      script: sizeOf(fileOf(element.key)),
      styles: (manifest[element.key]?.css ?? []).map(sizeOf),
    })),
    pages: [...pages, ...demoPages],
  };
}

export function renderSizeReport(report: SizeReport): string {
  const runtime = report.reactRuntime;
  const bytes = (pick: (row: Omit<FileSize, 'file'>) => number) => (row: Omit<FileSize, 'file'>) =>
    formatBytes(pick(row));
  const files = renderTable(
    'Built files (dist/, js and css; min+gzip = zlib level 9, brotli = quality 11)',
    [
      { header: 'file', cell: (row) => row.file },
      { header: 'raw', cell: bytes((row) => row.raw), align: 'right' },
      { header: 'min+gzip', cell: bytes((row) => row.gzip), align: 'right' },
      { header: 'brotli', cell: bytes((row) => row.brotli), align: 'right' },
      { header: 'role', cell: (row) => row.role },
    ],
    report.files,
  );
  const elements = renderTable(
    `Element chunks against the React runtime (${runtime.file}: ${formatBytes(runtime.gzip)} min+gzip)`,
    [
      { header: 'element', cell: (row) => row.name },
      { header: 'js min+gzip', cell: (row) => formatBytes(row.script.gzip), align: 'right' },
      { header: '÷ runtime', cell: (row) => formatRatio(row.script.gzip, runtime.gzip), align: 'right' },
      { header: 'js brotli', cell: (row) => formatBytes(row.script.brotli), align: 'right' },
      { header: '÷ runtime', cell: (row) => formatRatio(row.script.brotli, runtime.brotli), align: 'right' },
      {
        header: 'css min+gzip',
        cell: (row) => formatBytes(row.styles.reduce((sum, style) => sum + style.gzip, 0)),
        align: 'right',
      },
    ],
    report.elements,
  );
  const pages = renderTable(
    'What a page downloads (static imports and style sheets included, each file once)',
    [
      { header: 'page', cell: (row) => row.page },
      { header: 'files', cell: (row) => String(row.files.length), align: 'right' },
      { header: 'raw', cell: bytes((row) => row.raw), align: 'right' },
      { header: 'min+gzip', cell: bytes((row) => row.gzip), align: 'right' },
      { header: 'brotli', cell: bytes((row) => row.brotli), align: 'right' },
    ],
    report.pages,
  );
  return [files, elements, pages].join('\n\n');
}
