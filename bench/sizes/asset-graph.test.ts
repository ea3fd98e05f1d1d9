import { describe, expect, it } from 'vitest';
import {
  downloadsOf,
  elementChunks,
  entryKey,
  reactRuntimeKey,
  rolesOf,
  textsDownloads,
  type Manifest,
} from './asset-graph';

/** The shape Vite writes for two elements sharing the React runtime. */
const manifest: Manifest = {
  '_shared-a.js': { file: 'chunks/shared-a.js', name: 'loader-shared' },
  '_react-runtime-b.js': { file: 'chunks/react-runtime-b.js', name: 'react-runtime', imports: ['_rt-c.js'] },
  '_rt-c.js': { file: 'chunks/rt-c.js', name: 'rolldown-runtime' },
  'widgets/index.ts': {
    file: 'loader.js',
    src: 'widgets/index.ts',
    isEntry: true,
    imports: ['_shared-a.js'],
    dynamicImports: ['widgets/map/element.ts', 'widgets/gallery/element.tsx'],
  },
  'widgets/map/element.ts': {
    file: 'chunks/map-d.js',
    src: 'widgets/map/element.ts',
    isDynamicEntry: true,
    imports: ['_rt-c.js', '_react-runtime-b.js'],
    dynamicImports: ['shared/i18n/catalogs/map/nl.ts', 'shared/i18n/catalogs/map/fr.ts'],
    css: ['chunks/map-e.css'],
  },
  'shared/i18n/catalogs/map/nl.ts': {
    file: 'chunks/texts-map-nl-g.js',
    src: 'shared/i18n/catalogs/map/nl.ts',
    isDynamicEntry: true,
  },
  'shared/i18n/catalogs/map/fr.ts': {
    file: 'chunks/texts-map-fr-h.js',
    src: 'shared/i18n/catalogs/map/fr.ts',
    isDynamicEntry: true,
  },
  'widgets/gallery/element.tsx': {
    file: 'chunks/gallery-f.js',
    src: 'widgets/gallery/element.tsx',
    isDynamicEntry: true,
    imports: ['_react-runtime-b.js', 'widgets/map/element.ts'],
  },
};

describe('asset graph', () => {
  it('finds the entries, the React runtime and the element chunks', () => {
    expect(entryKey(manifest, 'loader.js')).toBe('widgets/index.ts');
    expect(entryKey(manifest, 'islands.js')).toBeUndefined();
    expect(reactRuntimeKey(manifest)).toBe('_react-runtime-b.js');
    expect(elementChunks(manifest)).toEqual([
      { name: 'map', key: 'widgets/map/element.ts' },
      { name: 'gallery', key: 'widgets/gallery/element.tsx' },
    ]);
  });

  it('counts static imports and style sheets, transitively and once, but not dynamic imports', () => {
    expect([...downloadsOf(manifest, 'widgets/index.ts')].sort()).toEqual([
      'chunks/shared-a.js',
      'loader.js',
    ]);
    expect([...downloadsOf(manifest, 'widgets/gallery/element.tsx')].sort()).toEqual([
      'chunks/gallery-f.js',
      'chunks/map-d.js',
      'chunks/map-e.css',
      'chunks/react-runtime-b.js',
      'chunks/rt-c.js',
    ]);
  });

  it('finds the chunks of texts of namespaces in one language, and refuses one the build lacks', () => {
    expect([...textsDownloads(manifest, ['map'], 'nl')]).toEqual(['chunks/texts-map-nl-g.js']);
    expect(() => textsDownloads(manifest, ['map'], 'de')).toThrow(/shared\/i18n\/catalogs\/map\/de\.ts/);
  });

  it('says what each file is for', () => {
    const roles = rolesOf(manifest);
    expect(roles.get('chunks/react-runtime-b.js')).toBe('React runtime (shared)');
    expect(roles.get('chunks/map-d.js')).toBe('element map');
    expect(roles.get('chunks/map-e.css')).toBe('style of element map');
    expect(roles.get('loader.js')).toBe('entry (widgets/index.ts)');
    expect(roles.get('chunks/rt-c.js')).toBe('shared chunk (rolldown-runtime)');
    expect(roles.get('chunks/texts-map-nl-g.js')).toBe('texts map (nl)');
  });

  it('refuses a build without the React runtime chunk', () => {
    expect(() => reactRuntimeKey({ 'a.js': { file: 'a.js' } })).toThrow(/react-runtime/);
  });
});
