import { describe, expect, it } from 'vitest';
import type { Manifest } from './asset-graph';
import { measureContactWidgetLoad } from './contact-widget-load';

const manifest: Manifest = {
  'widgets/contact-widget/flow-code/flow-code.ts': {
    file: 'chunks/flow-code.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    css: ['chunks/flow-code.css'],
  },
  '_shared.js': { file: 'chunks/shared.js' },
  'shared/features/phone-sign-in/pages/code-step.tsx': {
    file: 'chunks/code-step.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  '../../main/node_modules/dompurify/dist/purify.es.mjs': { file: 'chunks/purify.js', isDynamicEntry: true },
  'shared/i18n/catalogs/validation/fr.ts': { file: 'chunks/texts-validation-fr.js', isDynamicEntry: true },
};

const SIZES: Readonly<Record<string, number>> = {
  'chunks/element.js': 1000,
  'chunks/flow-code.js': 300,
  'chunks/flow-code.css': 30,
  'chunks/shared.js': 20,
  'chunks/code-step.js': 40,
  'chunks/purify.js': 500,
  'chunks/texts-validation-fr.js': 7,
};

describe('measureContactWidgetLoad', () => {
  const load = measureContactWidgetLoad(
    manifest,
    (file) => SIZES[file] ?? 0,
    new Set(['chunks/element.js']),
    ['validation'],
  );

  it('counts at each step only the files not fetched before, the flow’s texts with its code', () => {
    expect(load.steps.map(({ files, jsGzip, cssGzip }) => ({ files, jsGzip, cssGzip }))).toEqual([
      { files: ['chunks/element.js'], jsGzip: 1000, cssGzip: 0 },
      {
        files: [
          'chunks/flow-code.css',
          'chunks/flow-code.js',
          'chunks/shared.js',
          'chunks/texts-validation-fr.js',
        ],
        jsGzip: 327,
        cssGzip: 30,
      },
      { files: ['chunks/code-step.js'], jsGzip: 40, cssGzip: 0 },
      { files: [], jsGzip: 0, cssGzip: 0 },
      { files: ['chunks/purify.js'], jsGzip: 500, cssGzip: 0 },
    ]);
  });

  it('sums the whole flow with each file once', () => {
    expect(load.wholeFlow).toEqual({ jsGzip: 1867, cssGzip: 30 });
  });
});
