import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isThemeProperty, THEME_PROPERTIES, THEME_TOKENS } from './tokens';

const repository = new URL('../../../', import.meta.url);

/** `var(--pp-x, fallback)` as written in a style sheet: the property and its fallback, if any. */
function propertyReads(css: string): { name: string; fallback: string | undefined }[] {
  return [...css.matchAll(/var\((--pp-[a-z0-9-]+)\s*(?:,\s*([^()]*?))?\s*\)/g)].map((match) => ({
    name: match[1] as string,
    fallback: match[2],
  }));
}

async function styleSheets(folder: string): Promise<string[]> {
  const entries = await readdir(new URL(folder, repository), { recursive: true });
  return entries.filter((entry) => entry.endsWith('.css')).map((entry) => `${folder}/${entry}`);
}

describe('the theme’s defaults', () => {
  it('are the ones theme.css resolves every theme property to', async () => {
    const css = await readFile(new URL('theme.css', import.meta.url), 'utf8');
    const reads = propertyReads(css);
    expect(Object.fromEntries(reads.map(({ name, fallback }) => [name, fallback]))).toEqual(
      Object.fromEntries(THEME_PROPERTIES.map((name) => [name, THEME_TOKENS[name].default])),
    );
  });

  it('are the fallback of every style sheet that reads a theme property directly', async () => {
    const files = (await Promise.all(['shared', 'widgets', 'islands'].map(styleSheets))).flat();
    const differing: string[] = [];
    for (const file of files) {
      const css = await readFile(new URL(file, repository), 'utf8');
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
