import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderTable } from '../format/table';
import { formatBytes, formatRatio } from '../format/units';
import {
  downloadsOf,
  elementChunks,
  entryKey,
  reactRuntimeKey,
  rolesOf,
  textsDownloads,
  type Manifest,
} from './asset-graph';
import { measureContactWidgetLoad, type ContactWidgetLoad } from './contact-widget-load';
import { measureBuiltFiles, type FileSize } from './measure-files';
import { TEXTS_BASELINE } from './texts-baseline';
import { measureWizardLoad, type WizardLoad } from './wizard-load';

/** The languages the text figures compare: the main site's, and another site's. */
const PAGE_LANGUAGES = ['fr', 'nl'] as const;
type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The text namespaces each element and island declares (see shared/i18n/catalogs/namespaces.ts). */
export interface TextDeclarations {
  /** By element folder (`contact-widget`). */
  elements: Readonly<Record<string, readonly string[] | undefined>>;
  /** By island name; each island also fetches the failure screen's. */
  islands: Readonly<Record<string, readonly string[]>>;
  failureScreen: readonly string[];
  /** The namespaces the contact widget's flow fetches with its code, after the first load. */
  contactWidgetFlow?: readonly string[];
}

export interface TextsFigure {
  /** `element carousel`, `island favorite-button`. */
  name: string;
  namespaces: readonly string[];
  /** The texts it downloads on a page in each language, min+gzip. */
  gzip: Readonly<Record<PageLanguage, number>>;
}

export interface FirstLoad {
  jsGzip: number;
  cssGzip: number;
}

export interface SizeReport {
  files: (FileSize & { role: string })[];
  reactRuntime: FileSize;
  elements: { name: string; script: FileSize; styles: FileSize[] }[];
  /** What a page downloads in a given situation, each file counted once. */
  pages: ({ page: string; files: string[] } & Omit<FileSize, 'file'>)[];
  /** The texts each element and island downloads, on a French and on a Dutch page. */
  texts: TextsFigure[];
  /** A French page with only `<pp-contact-widget>`, before any interaction, texts included. */
  contactWidgetFirstLoad: FirstLoad;
  /** The same page, then what each step of the widget's flow fetches (its code comes on the visitor's intent). */
  contactWidgetLoad: ContactWidgetLoad;
  /** The project wizard's page (`/projects/new`), and what each step adds. */
  wizardLoad?: WizardLoad;
}

/** The `pp-*` tags a demo page uses, as an integrator wrote them. */
function tagsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/<(pp-[a-z0-9-]+)/g)].map((match) => match[1] as string));
}

/**
 * `demoPagesDir`: each of its pages is measured as it loads: the loader, then every element it uses
 * (each file once), so a page is seen to download only its own elements' libraries. An element's texts are
 * counted in French, the language of the demo pages.
 */
export async function measureSizes(
  distDir: string,
  declarations: TextDeclarations,
  demoPagesDir?: string,
): Promise<SizeReport> {
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

  const gzipOf = (files: Set<string>, extension = '') =>
    [...files].filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  /** An element's chunks and its texts in `language`: what it downloads before its first render. */
  const elementDownloads = (element: { name: string; key: string }, language: PageLanguage = 'fr') =>
    new Set([
      ...downloadsOf(manifest, element.key),
      ...textsDownloads(manifest, declarations.elements[element.name] ?? [], language),
    ]);

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
        new Set([...loaderFiles, ...elementDownloads(element)]),
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
              ...used.flatMap((element) => [...elementDownloads(element)]),
            ]);
            return total(
              `demo-pages/${file} (${used.map((element) => element.name).join(', ') || 'no element'})`,
              files,
            );
          }),
      )
    : [];

  const textsOf = (namespaces: readonly string[]) =>
    Object.fromEntries(
      PAGE_LANGUAGES.map((language) => [language, gzipOf(textsDownloads(manifest, namespaces, language))]),
    ) as Record<PageLanguage, number>;
  const texts: TextsFigure[] = [
    ...elements.flatMap((element) => {
      const namespaces = declarations.elements[element.name] ?? [];
      return namespaces.length > 0
        ? [{ name: `element ${element.name}`, namespaces, gzip: textsOf(namespaces) }]
        : [];
    }),
    ...Object.entries(declarations.islands).map(([name, own]) => {
      const namespaces = [...new Set([...own, ...declarations.failureScreen])];
      return { name: `island ${name}`, namespaces, gzip: textsOf(namespaces) };
    }),
  ];
  const contactWidget = elements.find((element) => element.name === 'contact-widget');
  if (!contactWidget) throw new Error('manifest: no contact-widget element');
  const contactWidgetFiles = new Set([...loaderFiles, ...elementDownloads(contactWidget)]);

  const wizardIsland = Object.entries(declarations.islands).find(([name]) => name === 'project-wizard');
  const wizardLoad = wizardIsland
    ? measureWizardLoad(manifest, (file) => sizeOf(file).gzip, [
        ...new Set([...wizardIsland[1], ...declarations.failureScreen]),
      ])
    : undefined;

  return {
    texts,
    ...(wizardLoad ? { wizardLoad } : {}),
    contactWidgetFirstLoad: {
      jsGzip: gzipOf(contactWidgetFiles, '.js'),
      cssGzip: gzipOf(contactWidgetFiles, '.css'),
    },
    contactWidgetLoad: measureContactWidgetLoad(
      manifest,
      (file) => sizeOf(file).gzip,
      contactWidgetFiles,
      declarations.contactWidgetFlow ?? [],
    ),
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
  return [files, elements, pages, renderTextsReport(report)].join('\n\n');
}

/**
 * Issue 24: a French page with only `<pp-contact-widget>` downloads at most this before the visitor turns to
 * the widget (js and css, min+gzip); the flow's code comes on intent (widgets/contact-widget/flow-code/).
 */
export const CONTACT_WIDGET_FIRST_LOAD_GOAL = 110 * 1024;

/** The texts each element downloads, and the contact widget's first load, beside main's before the split. */
export function renderTextsReport({
  texts,
  contactWidgetFirstLoad,
  contactWidgetLoad,
  wizardLoad,
}: SizeReport): string {
  const before = TEXTS_BASELINE.allCatalogsGzip;
  const commit = TEXTS_BASELINE.commit.slice(0, 7);
  const textsTable = renderTable(
    `Texts an element or island downloads before it renders (min+gzip, each chunk on its own); before: all seven catalogs, ${formatBytes(before)}, in any language (${commit})`,
    [
      { header: 'element or island', cell: (row) => row.name },
      { header: 'namespaces', cell: (row) => row.namespaces.join(', ') },
      { header: `before (${commit})`, cell: () => formatBytes(before), align: 'right' },
      { header: 'French page', cell: (row) => formatBytes(row.gzip.fr), align: 'right' },
      { header: '÷ before', cell: (row) => formatRatio(row.gzip.fr, before), align: 'right' },
      { header: 'Dutch page', cell: (row) => formatBytes(row.gzip.nl), align: 'right' },
      { header: '÷ before', cell: (row) => formatRatio(row.gzip.nl, before), align: 'right' },
    ],
    texts,
  );
  const baseline = TEXTS_BASELINE.contactWidgetFirstLoad;
  const firstLoad = renderTable(
    'First load of a French page with only <pp-contact-widget>, before any interaction (loader.js, the element, its texts; min+gzip)',
    [
      { header: 'build', cell: (row) => row.build },
      { header: 'js', cell: (row) => formatBytes(row.jsGzip), align: 'right' },
      { header: 'css', cell: (row) => formatBytes(row.cssGzip), align: 'right' },
      { header: 'total', cell: (row) => formatBytes(row.jsGzip + row.cssGzip), align: 'right' },
      {
        header: '÷ before',
        cell: (row) => formatRatio(row.jsGzip + row.cssGzip, baseline.jsGzip + baseline.cssGzip),
        align: 'right',
      },
    ],
    [
      { build: `before (${commit})`, ...baseline },
      { build: 'goal (issue 24: at most)', jsGzip: CONTACT_WIDGET_FIRST_LOAD_GOAL, cssGzip: 0 },
      { build: 'this build', ...contactWidgetFirstLoad },
      { build: 'this build, the whole flow walked', ...contactWidgetLoad.wholeFlow },
    ],
  );
  const flowSteps = renderTable(
    'What the contact widget fetches at each step of its flow, beyond what came before (French page, min+gzip)',
    [
      { header: 'step', cell: (row) => row.step },
      { header: 'js', cell: (row) => formatBytes(row.jsGzip), align: 'right' },
      { header: 'css', cell: (row) => formatBytes(row.cssGzip), align: 'right' },
      { header: 'files', cell: (row) => String(row.files.length), align: 'right' },
    ],
    contactWidgetLoad.steps,
  );
  return [
    textsTable,
    firstLoad,
    flowSteps,
    ...(wizardLoad ? [renderWizardLoad(wizardLoad, contactWidgetFirstLoad)] : []),
  ].join('\n\n');
}

/** The wizard page's first load beside the contact widget's, then what each step adds. */
function renderWizardLoad(wizard: WizardLoad, contactWidget: FirstLoad): string {
  const firstLoad = renderTable(
    'First load of the French project wizard page (/projects/new: loader.js, islands.js, the island, its texts; min+gzip) beside the contact widget’s',
    [
      { header: 'page', cell: (row) => row.page },
      { header: 'js', cell: (row) => formatBytes(row.jsGzip), align: 'right' },
      { header: 'css', cell: (row) => formatBytes(row.cssGzip), align: 'right' },
      {
        header: 'js ÷ contact widget',
        cell: (row) => formatRatio(row.jsGzip, contactWidget.jsGzip),
        align: 'right',
      },
    ],
    [
      { page: 'contact widget', ...contactWidget },
      { page: 'project wizard', jsGzip: wizard.firstLoadJsGzip, cssGzip: wizard.firstLoadCssGzip },
    ],
  );
  const steps = renderTable(
    'What each wizard step adds to the page’s JS (files not fetched before, min+gzip)',
    [
      { header: 'step', cell: (row) => row.step },
      { header: 'js added', cell: (row) => formatBytes(row.jsGzip), align: 'right' },
      { header: 'files', cell: (row) => row.files.join(', ') || '—' },
    ],
    wizard.steps,
  );
  return [firstLoad, steps].join('\n\n');
}
