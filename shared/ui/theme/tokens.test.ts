import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  isThemeProperty,
  REDUCED_MOTION_TOKENS,
  SITE_PROPERTIES,
  THEME_TOKENS,
  themeDeclarations,
  WEB_FONTS,
} from './tokens';

const repository = new URL('../../../', import.meta.url);

const read = (path: string) => readFile(new URL(path, repository), 'utf8');

/** `var(--pp-x, fallback)` as written in a style sheet: the property and its fallback, if any. */
function propertyReads(css: string): { name: string; fallback: string | undefined }[] {
  return [...css.matchAll(/var\((--pp-[a-z0-9-]+)\s*(?:,\s*([^()]*?))?\s*\)/g)].map((match) => ({
    name: match[1] as string,
    fallback: match[2],
  }));
}

/** A rule of a style sheet: its selector (or at-rule), the at-rules it sits in, and its declarations. */
interface Rule {
  selector: string;
  context: string[];
  declarations: Record<string, string>;
}

/** The rules of a style sheet without nesting beyond at-rules: enough for the design system's own files. */
function rules(css: string): Rule[] {
  const found: Rule[] = [];
  const context: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      context.push(text.trim().replace(/\s+/g, ' '));
      text = '';
    } else if (char === '}') {
      const selector = context.pop() ?? '';
      if (text.includes(':')) {
        const declarations = text
          .split(';')
          .map((declaration) => declaration.trim())
          .filter(Boolean)
          .map((declaration) => {
            const colon = declaration.indexOf(':');
            return [
              declaration.slice(0, colon).trim(),
              declaration
                .slice(colon + 1)
                .trim()
                .replace(/\s+/g, ' '),
            ];
          });
        found.push({ selector, context: [...context], declarations: Object.fromEntries(declarations) });
      }
      text = '';
    } else {
      text += char;
    }
  }
  return found;
}

async function styleSheets(folder: string): Promise<string[]> {
  const entries = await readdir(new URL(folder, repository), { recursive: true });
  return entries.filter((entry) => entry.endsWith('.css')).map((entry) => `${folder}/${entry}`);
}

describe('theme.css', () => {
  it('declares exactly the tokens of tokens.ts on a themed root', async () => {
    const themed = rules(await read('shared/ui/theme/theme.css')).filter(
      (rule) => rule.selector === '.pp-ui-theme',
    );
    expect(themed.map((rule) => rule.context)).toEqual([[], ['@media (prefers-reduced-motion: reduce)']]);
    expect(themed[0]?.declarations).toEqual(themeDeclarations());
    expect(themed[1]?.declarations).toEqual(REDUCED_MOTION_TOKENS);
  });

  it('resolves every public property to its default', () => {
    for (const [name, { default: value, ui }] of Object.entries(THEME_TOKENS)) {
      expect(themeDeclarations()[ui]).toBe(`var(${name}, ${value})`);
    }
  });
});

describe('the server pages’ style sheet', () => {
  it('sets on its root exactly what tokens.ts says our pages add to the theme', async () => {
    const root = rules(await read('server/pages/styles/base.css')).filter(
      (rule) => rule.selector === ':root',
    );
    expect(root.map((rule) => rule.declarations)).toEqual([SITE_PROPERTIES]);
  });

  it('declares the web fonts and their fallbacks as tokens.ts describes them', async () => {
    const faces = rules(await read('server/pages/styles/fonts.css')).filter(
      (rule) => rule.selector === '@font-face',
    );
    expect(faces.map((face) => face.declarations)).toEqual(
      Object.values(WEB_FONTS).flatMap((font) => [
        {
          'font-family': `'${font.family}'`,
          'font-style': 'normal',
          'font-display': font.display,
          'font-weight': font.weight,
          src: `url('${font.file}') format('woff2')`,
        },
        {
          'font-family': `'${font.fallback.family}'`,
          src: font.fallback.local.map((name) => `local('${name}')`).join(', '),
          'size-adjust': font.fallback.sizeAdjust,
          'ascent-override': font.fallback.ascentOverride,
          'descent-override': font.fallback.descentOverride,
          'line-gap-override': font.fallback.lineGapOverride,
        },
      ]),
    );
  });

  it('names the web fonts and their fallbacks in the font stacks, in that order', () => {
    for (const font of Object.values(WEB_FONTS)) {
      expect(font.stack.startsWith(`'${font.family}', '${font.fallback.family}', `)).toBe(true);
    }
  });

  it('reads the design system’s tokens only: no colour written outside tokens.ts', async () => {
    const files = ['base.css', 'chrome.css', 'components.css'].map((file) => `server/pages/styles/${file}`);
    const colours: string[] = [];
    for (const file of files) {
      const css = (await read(file)).replace(/\/\*[\s\S]*?\*\//g, '');
      const withoutRoot = css.replace(/:root\s*\{[^}]*\}/, '');
      for (const match of withoutRoot.matchAll(/#[0-9a-f]{3,8}\b|rgba?\(/gi))
        colours.push(`${file}: ${match[0]}`);
    }
    expect(colours).toEqual([]);
  });
});

describe('the server pages’ areas', () => {
  it('read no custom property that the design system does not declare', async () => {
    const declared = new Set([...Object.keys(themeDeclarations()), ...Object.keys(SITE_PROPERTIES)]);
    const files = await styleSheets('server/pages/styles');
    const unknown: string[] = [];
    for (const file of files) {
      for (const [, name] of (await read(file)).matchAll(/var\((--[a-z0-9-]+)\)/g)) {
        if (!declared.has(name as string)) unknown.push(`${file}: ${name}`);
      }
    }
    expect(files.length).toBeGreaterThan(4);
    expect(unknown).toEqual([]);
  });
});

describe('the theme’s defaults', () => {
  it('are the fallback of every style sheet that reads a theme property directly', async () => {
    const files = (await Promise.all(['shared', 'widgets', 'islands'].map(styleSheets))).flat();
    const differing: string[] = [];
    for (const file of files) {
      const css = await read(file);
      for (const { name, fallback } of propertyReads(css)) {
        if (isThemeProperty(name) && fallback !== THEME_TOKENS[name].default) {
          differing.push(`${file}: ${name} falls back to ${fallback ?? 'nothing'}`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(differing).toEqual([]);
  });
});
