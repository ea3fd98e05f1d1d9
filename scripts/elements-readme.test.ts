import { describe, expect, it } from 'vitest';
import type { AnyElementManifest } from '@widgets/define/element-manifest';
import {
  ELEMENTS_END,
  ELEMENTS_START,
  buildElementsSection,
  readExamples,
  readmeWithElements,
} from './elements-readme';

const toggle: AnyElementManifest = {
  tag: 'pp-toggle',
  module: 'widgets/toggle/element.ts',
  summary: 'Toggles the class open on <body>.',
  props: { target: 'string', pressed: 'boolean' },
  propDocs: { target: 'The id of the element it opens.', pressed: 'Present: starts pressed.' },
  formAssociated: true,
  events: {
    'pp-toggle-change': { description: 'The user toggled it.', detail: "{ state: 'on' | 'off' }" },
  },
  cssProperties: { '--pp-toggle-color': { description: 'Colour of the button.', default: '#123456' } },
};

const README = [
  '# Title',
  '',
  'Before.',
  '',
  ELEMENTS_START,
  'old text',
  ELEMENTS_END,
  '',
  'After.',
  '',
].join('\n');

describe('the README’s element reference', () => {
  const section = buildElementsSection([toggle], new Map([['pp-toggle', '<pp-toggle></pp-toggle>']]));

  it('documents the attributes, the form control, the events and the theme of each element', () => {
    expect(section).toContain('### `<pp-toggle>`');
    expect(section).toContain('Toggles the class open on `<body>`.');
    expect(section).toContain('```html\n<pp-toggle></pp-toggle>\n```');
    expect(section).toContain('| `data-target` | `target` | string | The id of the element it opens. |');
    expect(section).toContain('| `data-pressed` | `pressed` | boolean | Present: starts pressed. |');
    expect(section).toContain('| `required` |  | boolean |');
    expect(section).toContain('`checkValidity()`');
    expect(section).toContain("| `pp-toggle-change` | `{ state: 'on' \\| 'off' }` | The user toggled it. |");
    expect(section).toContain('| `--pp-toggle-color` | `#123456` | Colour of the button. |');
  });

  it('replaces what is between the markers only, formatted', async () => {
    const readme = await readmeWithElements(README, section);
    expect(readme.startsWith('# Title\n\nBefore.\n\n<!-- elements:start -->\n\n### `<pp-toggle>`')).toBe(
      true,
    );
    expect(readme.endsWith('<!-- elements:end -->\n\nAfter.\n')).toBe(true);
    expect(readme).not.toContain('old text');
    // Formatted as prettier leaves it: the tables' columns aligned.
    expect(readme).toContain('| attribute      | property  | type    |');
    expect(await readmeWithElements(readme, section)).toBe(readme);
  });

  it('refuses a README without its markers', async () => {
    await expect(readmeWithElements('# Title\n', section)).rejects.toThrow(ELEMENTS_START);
  });

  it('refuses an element without a usage example, naming it', async () => {
    await expect(readExamples([toggle])).rejects.toThrow('<pp-toggle> has no usage example');
  });
});
