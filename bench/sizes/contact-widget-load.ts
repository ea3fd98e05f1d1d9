import { downloadsOf, textsDownloads, type Manifest } from './asset-graph';

/** What the contact widget downloads at each moment of its flow, beyond what came before (min+gzip). */
export interface ContactWidgetLoad {
  steps: { step: string; files: string[]; jsGzip: number; cssGzip: number }[];
  /** Every step walked: the first load and all the flow's code, each file once. */
  wholeFlow: { jsGzip: number; cssGzip: number };
}

/**
 * The moments the widget fetches code on (widgets/contact-widget/flow-code/ and the phone sign-in's slots), in
 * the order a visitor meets them: the flow's code and its texts on the first intent (a pointer over the widget,
 * the focus in it), the code step once the number is in view, the inscription for a phone without an account,
 * the sanitiser of the suggested providers' portraits on the presentation page.
 */
const FLOW_STEPS: readonly { step: string; chunks: readonly string[]; flowTexts?: true }[] = [
  {
    step: 'intent: the flow, its rules and pages, the phone metadata',
    chunks: ['widgets/contact-widget/flow-code/flow-code.ts'],
    flowTexts: true,
  },
  {
    step: 'the phone step in use: the code step',
    chunks: ['shared/features/phone-sign-in/pages/code-step.tsx'],
  },
  {
    step: 'a phone without an account: the inscription',
    chunks: ['shared/features/phone-sign-in/pages/inscription-page.tsx'],
  },
  { step: 'presentation: the portraits’ sanitiser', chunks: ['node_modules/dompurify/dist/purify.es.mjs'] },
];

/** A package's key is relative to the root of the build, wherever node_modules is (`../../main/node_modules`). */
function keyOf(manifest: Manifest, path: string): string | undefined {
  return manifest[path] ? path : Object.keys(manifest).find((key) => key.endsWith(`/${path}`));
}

/**
 * The contact widget's flow on a French page: `firstLoad`, the files of its first load (the loader, the
 * element, its texts), then each step's files not fetched before; `flowTexts`, the namespaces its code
 * fetches with it (widgets/contact-widget/flow-code/flow-texts.ts).
 */
export function measureContactWidgetLoad(
  manifest: Manifest,
  gzipOf: (file: string) => number,
  firstLoad: ReadonlySet<string>,
  flowTexts: readonly string[],
): ContactWidgetLoad {
  const sum = (files: Iterable<string>, extension: string) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipOf(file), 0);
  const loaded = new Set(firstLoad);
  const steps = [
    { step: 'first load, before any interaction', files: [...firstLoad].sort(), jsGzip: 0, cssGzip: 0 },
    ...FLOW_STEPS.map(({ step, chunks, flowTexts: withTexts }) => {
      const wanted = [
        ...chunks.flatMap((path) => {
          const key = keyOf(manifest, path);
          return key ? [...downloadsOf(manifest, key)] : [];
        }),
        ...(withTexts ? textsDownloads(manifest, flowTexts, 'fr') : []),
      ];
      const added = [...new Set(wanted)].filter((file) => !loaded.has(file));
      for (const file of added) loaded.add(file);
      return { step, files: added.sort(), jsGzip: 0, cssGzip: 0 };
    }),
  ].map((row) => ({ ...row, jsGzip: sum(row.files, '.js'), cssGzip: sum(row.files, '.css') }));
  return { steps, wholeFlow: { jsGzip: sum(loaded, '.js'), cssGzip: sum(loaded, '.css') } };
}
