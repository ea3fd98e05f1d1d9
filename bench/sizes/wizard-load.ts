import { downloadsOf, entryKey, textsDownloads, type Manifest } from './asset-graph';

/** What the wizard page downloads, and what each step adds to it (JS, min+gzip). */
export interface WizardLoad {
  firstLoadJsGzip: number;
  firstLoadCssGzip: number;
  steps: { step: string; files: string[]; jsGzip: number }[];
}

const ISLAND = 'islands/project/wizard/project-wizard-island.tsx';

const ISLAND_TEXT_FILES = 'shared/i18n/catalogs/island-namespaces.ts';

const STEP = (name: string) => `islands/project/wizard/steps/${name}-step.tsx`;

/**
 * The code each step of the wizard brings beyond what is already there: steps 2 to 5 are chunks of their own
 * (islands/project/wizard/step-views.ts), step 2 adds the date picker (flatpickr) by putting
 * `<pp-date-picker>` on the page, and a visitor's send the phone sign-in.
 */
const STEP_ADDITIONS: readonly { step: string; chunks: readonly string[]; texts: readonly string[] }[] = [
  { step: '1 event type', chunks: [], texts: [] },
  {
    step: '2 event details',
    chunks: [STEP('event-details'), 'widgets/date-picker/element.ts'],
    texts: ['date-picker', 'validation'],
  },
  { step: '3 extras', chunks: [STEP('extras')], texts: [] },
  { step: '4 planners', chunks: [STEP('planners')], texts: [] },
  { step: '5 validation', chunks: [STEP('validation')], texts: [] },
  {
    step: 'send, a visitor: the sign-in dialog',
    chunks: ['islands/project/wizard/wizard-sign-in-dialog.tsx'],
    texts: ['contact-widget'],
  },
];

/**
 * A French wizard page (`/projects/new`) as it loads: the widgets' loader and the islands' loader every page
 * has, the island's chunk with its static imports, the failure boundary and the island's texts; then, step
 * by step, only the files not fetched before.
 */
export function measureWizardLoad(
  manifest: Manifest,
  gzipOf: (file: string) => number,
  islandTexts: readonly string[],
): WizardLoad | undefined {
  if (!manifest[ISLAND]) return undefined;
  const entries = ['loader.js', 'islands.js'].flatMap((file) => entryKey(manifest, file) ?? []);
  const loaded = new Set([
    ...entries.flatMap((key) => [...downloadsOf(manifest, key)]),
    ...downloadsOf(manifest, ISLAND),
    ...(manifest['shared/ui/failure-screen/index.ts']
      ? downloadsOf(manifest, 'shared/ui/failure-screen/index.ts')
      : []),
    ...textsDownloads(manifest, islandTexts, 'fr'),
    // The islands' own namespaces are named in a chunk of their own (shared/i18n/catalogs/import-namespace.ts).
    ...(manifest[ISLAND_TEXT_FILES] ? downloadsOf(manifest, ISLAND_TEXT_FILES) : []),
  ]);
  const sum = (files: Iterable<string>, extension: string) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipOf(file), 0);
  const firstLoad = { firstLoadJsGzip: sum(loaded, '.js'), firstLoadCssGzip: sum(loaded, '.css') };
  const steps = STEP_ADDITIONS.map(({ step, chunks, texts }) => {
    const wanted = [
      ...chunks.flatMap((key) => (manifest[key] ? [...downloadsOf(manifest, key)] : [])),
      ...textsDownloads(manifest, texts, 'fr'),
    ];
    const added = [...new Set(wanted)].filter((file) => !loaded.has(file));
    for (const file of added) loaded.add(file);
    return { step, files: added.sort(), jsGzip: sum(added, '.js') };
  });
  return { ...firstLoad, steps };
}
