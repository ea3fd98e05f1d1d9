import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { elementTextFiles } from '@shared/i18n/catalogs/import-namespace';
import { isThemeProperty, THEME_TOKENS } from '@shared/ui/theme/tokens';
import { README_URL, generatedReadme } from '../scripts/elements-readme';
import { buildCustomElementsManifest } from './define/custom-elements-manifest';
import { ELEMENT_MANIFESTS } from './manifests';

const repository = new URL('../', import.meta.url);

describe('custom-elements.json', () => {
  it('is up to date with the elements’ manifests (run `npm run manifest`)', async () => {
    const committed = JSON.parse(
      await readFile(new URL('custom-elements.json', repository), 'utf8'),
    ) as unknown;
    expect(committed).toEqual(buildCustomElementsManifest(ELEMENT_MANIFESTS));
  });

  it('is what README.md’s element reference says (run `npm run manifest`)', async () => {
    const readme = await readFile(README_URL, 'utf8');
    expect(readme).toBe(await generatedReadme(readme, ELEMENT_MANIFESTS));
  });

  it('lists every element of the loader', async () => {
    const loader = await readFile(new URL('widgets/index.ts', repository), 'utf8');
    const loaded = [...loader.matchAll(/'(pp-[a-z-]+)':/g)].map((match) => match[1]).sort();
    expect(ELEMENT_MANIFESTS.map((manifest) => manifest.tag).sort()).toEqual(loaded);
  });

  it.each(ELEMENT_MANIFESTS.map((manifest) => [manifest.tag, manifest] as const))(
    'fetches the texts of <%s> without the islands’ list of texts (shared/i18n/catalogs/import-namespace.ts)',
    (_tag, manifest) => {
      const declared = (manifest.texts ?? []).map((namespace) => `./${namespace}/fr.ts`);
      expect(declared.filter((file) => !elementTextFiles().includes(file))).toEqual([]);
    },
  );

  it.each(ELEMENT_MANIFESTS.map((manifest) => [manifest.tag, manifest] as const))(
    'documents exactly the CSS custom properties <%s> reads, shared style sheets included',
    async (_tag, manifest) => {
      const folder = new URL(`${manifest.module.replace(/\/[^/]+$/, '')}/`, repository);
      const files = await readdir(folder);
      const sources = files.filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
      // The element's own style sheets, and the shared ones its modules import (`@shared/ui/…/x.css`).
      const imported = (
        await Promise.all(sources.map((file) => readFile(new URL(file, folder), 'utf8')))
      ).flatMap((code) =>
        [...code.matchAll(/^import '((?:\.|@[a-z]+\/)[^']+\.css)';$/gm)].map((match) => match[1] as string),
      );
      const styles = [...new Set([...files.filter((file) => file.endsWith('.css')), ...imported])];
      const css = (
        await Promise.all(
          styles.map((file) =>
            readFile(
              file.startsWith('@') ? new URL(file.slice(1), repository) : new URL(file, folder),
              'utf8',
            ),
          ),
        )
      ).join('\n');
      const used = new Set([...css.matchAll(/var\((--pp-[a-z0-9-]+)/g)].map((match) => match[1]));
      expect(Object.keys(manifest.cssProperties).sort()).toEqual([...used].sort());
    },
  );

  it.each(ELEMENT_MANIFESTS.map((manifest) => [manifest.tag, manifest] as const))(
    'documents for <%s> the theme’s default of every theme property (shared/ui/theme/tokens.ts)',
    (_tag, manifest) => {
      const themed = Object.entries(manifest.cssProperties).filter(([name]) => isThemeProperty(name));
      expect(Object.fromEntries(themed.map(([name, property]) => [name, property.default]))).toEqual(
        Object.fromEntries(
          themed.map(([name]) => [name, isThemeProperty(name) ? THEME_TOKENS[name].default : undefined]),
        ),
      );
    },
  );
});
