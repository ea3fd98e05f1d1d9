import { describe, expect, it } from 'vitest';
import { islandRegion } from './island-region';
import { islandModuleFiles, islandsStartedAtOnce } from './island-preloads';
import type { Manifest } from './assets';

const manifest: Manifest = {
  'islands/index.ts': { file: 'islands.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'chunks/runtime-1.js' },
  '_react.js': { file: 'chunks/react-2.js', imports: ['_runtime.js'] },
  '_phone.js': { file: 'chunks/phone-3.js', imports: ['_react.js'] },
  'islands/project/home/project-home-island.tsx': {
    file: 'chunks/project-home-island-4.js',
    imports: ['_runtime.js', '_react.js', 'islands/index.ts'],
  },
  'islands/project/sign-in/project-sign-in-island.tsx': {
    file: 'chunks/project-sign-in-island-5.js',
    imports: ['_phone.js', '_react.js'],
  },
};

describe('the islands a page starts at once', () => {
  it('are the regions written to load at once, each named once, not those that wait', () => {
    const body = [
      islandRegion('project-home', { language: 'fr', visitorId: 'v' }, { loadOn: 'load', className: 'a' }),
      islandRegion(
        'project-sign-in',
        { language: 'fr', country: 'FR', then: 'stay' },
        { loadOn: 'visible', className: 'b' },
      ),
      islandRegion(
        'project-session',
        { language: 'fr', country: 'FR', chosenLocale: null },
        {
          loadOn: 'load',
          className: 'c',
        },
      ),
      islandRegion('project-home', { language: 'fr', visitorId: 'w' }, { loadOn: 'load', className: 'd' }),
    ].join('');
    expect(islandsStartedAtOnce(body)).toEqual(['project-home', 'project-session']);
  });

  it('need their chunk and every chunk it imports, each once, and not the entry already in the page', () => {
    expect(islandModuleFiles(manifest, ['project-home', 'project-sign-in'])).toEqual([
      '/assets/chunks/project-home-island-4.js',
      '/assets/chunks/runtime-1.js',
      '/assets/chunks/react-2.js',
      '/assets/chunks/project-sign-in-island-5.js',
      '/assets/chunks/phone-3.js',
    ]);
  });

  it('need nothing when the build has no module of that name', () => {
    expect(islandModuleFiles(manifest, ['back-office-login'])).toEqual([]);
  });
});
