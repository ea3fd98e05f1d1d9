import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { PRECOMPRESS_MIN_BYTES, PRECOMPRESSED_FILE } from './server/pages/precompressed-assets';

/**
 * The browser code: two entry scripts with stable names, `loader.js` (the custom elements) and `islands.js`
 * (the island loader), the server pages' stylesheet (`chunks/site-[hash].css`, its area files and web fonts
 * inlined or hashed beside it; a stable copy `site.css` for the demo pages; likewise `carousel-room.css`), and
 * hashed chunks under `chunks/`: one React runtime shared by every element and island, one chunk (plus its
 * CSS) per element, fetched only when a page has that element, and one chunk of texts per namespace and
 * language, fetched only in the language of the elements and islands that need it.
 *
 * Each script and stylesheet is written a second and a third time beside itself, compressed once and for all
 * at the highest levels (`.br`, brotli 11; `.gz`, gzip 9): the assets route serves the variant a browser
 * accepts, so no asset is compressed per request.
 *
 * `vite build --mode test` builds the same entries plus the test fixtures into `test-results/elements-build/`,
 * for the element tests (web-test-runner runs on built code; see docs/toolchain.md).
 */

/**
 * Everything React needs at run time, and the one wrapper every element goes through. Not the signals
 * (`@preact/signals-*`): only the session and the flows that read it use them, and they share a chunk of
 * their own, which an element without them (the carousel, the contact widget's first page) does not download.
 */
const SHARED_RUNTIME =
  /node_modules[\\/](?:react|react-dom|scheduler|@r2wc[\\/][^\\/]+|use-sync-external-store)[\\/]|[\\/]widgets[\\/]define[\\/]/;

/** The signals: one chunk, shared by what reads the session or keeps a flow's state in a signal. */
const SIGNALS = /node_modules[\\/]@preact[\\/]/;

/**
 * TanStack Query: one chunk, fetched only by the elements and islands that ask the server through queries
 * (shared/api/query). Not in the React runtime: an element without queries does not download it.
 */
const SERVER_STATE = /node_modules[\\/]@tanstack[\\/]/;

/** What both loaders (elements and islands) use: the load triggers and Vite's preload helper. */
const LOADER_SHARED = /vite[\\/]preload-helper|[\\/]shared[\\/]loading[\\/]/;

const ELEMENT_MODULE = /(?:^|[\\/])widgets[\\/]([^\\/]+)[\\/]element\.tsx?$/;

/** Names an element's chunk and its CSS after the element's folder, not after `element.ts`. */
function elementNameOf(moduleId: string | null | undefined): string | undefined {
  return moduleId?.match(ELEMENT_MODULE)?.[1];
}

/** One file of texts: a namespace in one language (shared/i18n/catalogs/<namespace>/<language>.ts). */
const TEXTS_MODULE = /[\\/]shared[\\/]i18n[\\/]catalogs[\\/]([^\\/]+)[\\/]([a-z]{2})\.ts$/;

/** Names a chunk of texts `texts-<namespace>-<language>`, which says what a page downloads in which language. */
function textsNameOf(moduleId: string | null | undefined): string | undefined {
  const [, namespace, language] = moduleId?.match(TEXTS_MODULE) ?? [];
  return namespace && language && `texts-${namespace}-${language}`;
}

const SITE_STYLESHEET = 'server/pages/styles/site.css';
const CAROUSEL_ROOM_STYLESHEET = 'widgets/carousel/carousel-room.css';

/**
 * Stylesheet entries also written under a stable name beside `loader.js`, for plain HTML pages (the demo pages)
 * that link them as they link the loader: `site.css` (the style guide) and `carousel-room.css` (the room a
 * carousel keeps before its code arrives). The server's pages keep the hashed, immutable files. A copy sits one
 * folder up from the chunks, so its font addresses gain `chunks/`.
 */
const STABLE_STYLESHEETS: Readonly<Record<string, string>> = {
  [SITE_STYLESHEET]: 'site.css',
  [CAROUSEL_ROOM_STYLESHEET]: 'carousel-room.css',
};

function stableStylesheets(): Plugin {
  return {
    name: 'stable-stylesheets',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset') continue;
        const fileName = file.originalFileNames.map((name) => STABLE_STYLESHEETS[name]).find(Boolean);
        if (!fileName) continue;
        const source = String(file.source).replaceAll('url(./', 'url(./chunks/');
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside each built text file, when smaller than it. Not under
 * `vite build --watch` (`npm run dev`): brotli 11 would add seconds to every rebuild, and the first build of a
 * watch empties `dist/`, so no stale variant is left to be served.
 */
function precompress(): Plugin {
  return {
    name: 'pp-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir || this.meta.watchMode) return;
      const files = Object.keys(bundle).filter((file) => PRECOMPRESSED_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const source = await readFile(path);
          if (source.length < PRECOMPRESS_MIN_BYTES) return;
          const variants = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }).then((data) => ({ extension: '.br', data })),
            gzipped(source, { level: constants.Z_BEST_COMPRESSION }).then((data) => ({
              extension: '.gz',
              data,
            })),
          ]);
          await Promise.all(
            variants
              .filter(({ data }) => data.length < source.length)
              .map(({ extension, data }) => writeFile(path + extension, data)),
          );
        }),
      );
    },
  };
}

export default defineConfig(({ mode }) => {
  const testBuild = mode === 'test';
  return {
    // Relative URLs between chunks: the files work wherever they are served from (`/assets/` on our server).
    base: './',
    publicDir: false,
    // Every build of this config (`vite build`, its `--watch`, `--mode test`) is a production build, whatever
    // the shell's NODE_ENV says: Vite would take NODE_ENV=development (a .env file, a shell profile) for a
    // development build, compile JSX to `jsxDEV` calls, which React's production build does not have, and
    // bundle packages' development builds (Lexical's).
    // `@shared/…`, `@widgets/…` and the other top-level folders, as tsconfig.json names them.
    resolve: { tsconfigPaths: true, conditions: ['module', 'browser', 'production'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react', development: false } },
    // The test build is served by the test runner, which compresses nothing.
    plugins: [stableStylesheets(), ...(testBuild ? [] : [precompress()])],
    build: {
      outDir: testBuild ? 'test-results/elements-build' : 'dist',
      emptyOutDir: true,
      manifest: true,
      minify: true,
      sourcemap: true,
      rolldownOptions: {
        // TanStack Query marks its modules "use client" for React Server Components, which a browser bundle has
        // no use for: the warning that the directive is dropped says nothing here.
        // The precompression (brotli at its highest quality) is meant to be the slowest step of the build: the
        // report of slow plugins would name it on every build.
        checks: { moduleLevelDirective: false, bundlerTimings: false },
        input: {
          loader: 'widgets/index.ts',
          islands: 'islands/index.ts',
          site: SITE_STYLESHEET,
          'carousel-room': CAROUSEL_ROOM_STYLESHEET,
          ...(testBuild
            ? {
                fixtures: 'widgets/test-fixtures/index.ts',
                'island-fixtures': 'islands/test-fixtures/index.ts',
              }
            : {}),
        },
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) =>
            `chunks/${elementNameOf(chunk.facadeModuleId) ?? textsNameOf(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
          assetFileNames: (asset) =>
            `chunks/${elementNameOf(asset.originalFileNames[0]) ?? '[name]'}-[hash][extname]`,
          codeSplitting: {
            groups: [
              { name: 'react-runtime', test: SHARED_RUNTIME },
              { name: 'signals', test: SIGNALS },
              { name: 'server-state', test: SERVER_STATE },
              // First, or the React runtime would take Vite's preload helper, which the wrapper now uses too,
              // and both loaders would download React before any element or island appears.
              { name: 'loader-shared', test: LOADER_SHARED, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
