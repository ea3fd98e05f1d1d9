import { readFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { buildCustomElementsManifest } from '@widgets/define/custom-elements-manifest';
import type { AnyElementManifest } from '@widgets/define/element-manifest';

/*
 * The README's element reference, written from the same document as custom-elements.json, so that each
 * element is documented once: in its manifest, plus a usage example in its folder (`example.html`).
 */

export const ELEMENTS_START = '<!-- elements:start -->';
export const ELEMENTS_END = '<!-- elements:end -->';

const repository = new URL('../', import.meta.url);
export const README_URL = new URL('README.md', repository);

type ElementDeclaration = ReturnType<
  typeof buildCustomElementsManifest
>['modules'][number]['declarations'][number];

/** An element's usage example: `example.html` beside the module that defines it. */
export function exampleUrlOf(manifest: AnyElementManifest): URL {
  return new URL(manifest.module.replace(/[^/]+$/, 'example.html'), repository);
}

/** Every element's example, by tag; fails naming the elements that have none. */
export async function readExamples(manifests: readonly AnyElementManifest[]): Promise<Map<string, string>> {
  const read = await Promise.all(
    manifests.map(async (manifest) => {
      const file = exampleUrlOf(manifest);
      try {
        return [manifest.tag, (await readFile(file, 'utf8')).trim()] as const;
      } catch {
        throw new Error(`<${manifest.tag}> has no usage example: write ${file.pathname}`);
      }
    }),
  );
  return new Map(read);
}

/** The README's line width, as prettier's `printWidth` (prettier leaves prose lines as they are written). */
const LINE_WIDTH = 110;

/** Manifest prose as Markdown: tags become code, so `<body>` shows instead of being read as HTML. */
function prose(text: string): string {
  return text.replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>/g, (tag) => `\`${tag}\``);
}

/** A word that would make a list item, a quote or a heading if a line began with it. */
const BLOCK_MARKER = /^(?:[-+*>#]+|\d+[.)])$/;

/** A paragraph in lines of at most LINE_WIDTH characters, none of them starting a block by accident. */
function paragraph(text: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > LINE_WIDTH && !BLOCK_MARKER.test(word)) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line].join('\n');
}

/** A table cell: no line break, and a pipe that does not end the cell. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  if (rows.length === 0) return [];
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ];
}

/** `CustomEvent<{ open: boolean }>` → `{ open: boolean }`. */
function detailOf(type: string): string {
  return type.replace(/^CustomEvent<([\s\S]*)>$/, '$1');
}

function elementSection(element: ElementDeclaration, example: string): string[] {
  const readOnly = element.members.filter((member) => !('attribute' in member));
  return [
    `### \`<${element.tagName}>\``,
    '',
    paragraph(prose(element.summary)),
    '',
    '```html',
    example,
    '```',
    '',
    ...table(
      ['attribute', 'property', 'type', 'meaning'],
      element.attributes.map((attribute) => [
        `\`${attribute.name}\``,
        'fieldName' in attribute ? `\`${attribute.fieldName}\`` : '',
        attribute.type.text,
        prose(attribute.description ?? ''),
      ]),
    ),
    ...(readOnly.length === 0
      ? []
      : [
          paragraph(
            `As a form control it also has ${readOnly
              .map((member) => `\`${member.name}${member.kind === 'method' ? '()' : ''}\``)
              .join(', ')}, as an \`<input>\` does.`,
          ),
          '',
        ]),
    ...table(
      ['event', '`detail`', 'when'],
      element.events.map((event) => [
        `\`${event.name}\``,
        `\`${detailOf(event.type.text)}\``,
        prose(event.description),
      ]),
    ),
    ...table(
      ['CSS custom property', 'default', 'what it sets'],
      element.cssProperties.map((property) => [
        `\`${property.name}\``,
        'default' in property ? `\`${property.default}\`` : '',
        prose(property.description),
      ]),
    ),
  ];
}

/** The element reference in Markdown (not yet formatted), one section per element in tag order. */
export function buildElementsSection(
  manifests: readonly AnyElementManifest[],
  examples: ReadonlyMap<string, string>,
): string {
  const elements = buildCustomElementsManifest(manifests).modules.flatMap((module) => module.declarations);
  return elements
    .flatMap((element) => elementSection(element, examples.get(element.tagName) ?? ''))
    .join('\n')
    .trim();
}

/**
 * The README with `section` between its element markers, formatted as `prettier --write` would leave it (the
 * tables aligned), so that the written file passes `prettier --check`.
 */
export async function readmeWithElements(readme: string, section: string): Promise<string> {
  const start = readme.indexOf(ELEMENTS_START);
  const end = readme.indexOf(ELEMENTS_END);
  if (start === -1 || end < start) {
    throw new Error(`README.md needs the markers ${ELEMENTS_START} and ${ELEMENTS_END}, in that order.`);
  }
  const spliced = `${readme.slice(0, start + ELEMENTS_START.length)}\n\n${section}\n\n${readme.slice(end)}`;
  const options = await resolveConfig(README_URL);
  return format(spliced, { ...options, filepath: README_URL.pathname });
}

/** The README as `npm run manifest` writes it from the manifests. */
export async function generatedReadme(readme: string, manifests: readonly AnyElementManifest[]) {
  return readmeWithElements(readme, buildElementsSection(manifests, await readExamples(manifests)));
}
