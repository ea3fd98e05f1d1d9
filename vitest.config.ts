import { defineConfig } from 'vitest/config';
import EnvironmentSequencer from './scripts/environment-sequencer';

/**
 * Unit tests (`*.test.ts`, `*.test.tsx` next to the code) of shared/, widgets/, islands/, server/, bench/, scripts/, in Node;
 * a file that needs a DOM says so with `// @vitest-environment jsdom`. The element tests (`*.browser.test.js`,
 * web-test-runner) and the page tests (e2e/, Playwright) have their own runners.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    include: ['{shared,widgets,islands,server,bench,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.browser.test.*', 'e2e/**', 'dist/**', 'test-results/**'],
    environment: 'node',
    // Every language's texts, loaded as an element loads its own before it renders.
    setupFiles: ['shared/i18n/load-every-text.ts'],
    // The migrated database every PGlite server suite starts from, made once per run.
    globalSetup: ['server/test-support/global-setup.ts'],
    // Server suites open PGlite (WebAssembly, a few seconds at first open): separate processes, two cores.
    pool: 'forks',
    // A worker imports the app's module graph once for all its files, not once per file (a third of the run's
    // time): every file builds its own app and database, and none mocks a module (vi.mock), so sharing the
    // modules shares no state a test relies on.
    isolate: false,
    // …and keeps them only while the environment stays the same: the files of each environment run together.
    sequence: { sequencer: EnvironmentSequencer },
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
