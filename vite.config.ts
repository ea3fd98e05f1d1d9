import { defineConfig, type Plugin } from 'vite';

/**
 * The browser code: two entry scripts with stable names, `loader.js` (the custom elements) and `islands.js`
 * (the island loader), the server pages' stylesheet (`chunks/site-[hash].css`, its area files and web fonts
 * inlined or hashed beside it; a stable copy `site.css` for the demo pages), and
 * hashed chunks under `chunks/`: one React runtime shared by every element and island, one chunk (plus its
 * CSS) per element, fetched only when a page has that element, and one chunk of texts per namespace and
 * language, fetched only in the language of the elements and islands that need it.
 *
 * `vite build --mode test` builds the same entries plus the test fixtures into `test-results/elements-build/`,
 * for the element tests (web-test-runner runs on built code; see docs/toolchain.md).
 */

/** Everything React needs at run time, and the one wrapper every element goes through. */
const SHARED_RUNTIME =
  /node_modules[\\/](?:react|react-dom|scheduler|@r2wc[\\/][^\\/]+|@preact[\\/][^\\/]+|use-sync-external-store)[\\/]|[\\/]widgets[\\/]define[\\/]/;

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

/**
 * The server pages' stylesheet under a stable name too, `site.css` beside `loader.js`: the demo pages (the
 * style guide) are plain HTML and link it as they link the loader, while the server's pages keep the hashed,
 * immutable file. The copy sits one folder up from the chunks, so its font addresses gain `chunks/`.
 */
function stableSiteStylesheet(): Plugin {
  return {
    name: 'stable-site-stylesheet',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.originalFileNames.includes(SITE_STYLESHEET)) {
          const source = String(file.source).replaceAll('url(./', 'url(./chunks/');
          this.emitFile({ type: 'asset', fileName: 'site.css', source });
        }
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const testBuild = mode === 'test';
  return {
    // Relative URLs between chunks: the files work wherever they are served from (`/assets/` on our server).
    base: './',
    publicDir: false,
    plugins: [stableSiteStylesheet()],
    // `@shared/…`, `@widgets/…` and the other top-level folders, as tsconfig.json names them.
    resolve: { tsconfigPaths: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir: testBuild ? 'test-results/elements-build' : 'dist',
      emptyOutDir: true,
      manifest: true,
      minify: true,
      sourcemap: true,
      rolldownOptions: {
        // TanStack Query marks its modules "use client" for React Server Components, which a browser bundle has
        // no use for: the warning that the directive is dropped says nothing here.
        checks: { moduleLevelDirective: false },
        input: {
          loader: 'widgets/index.ts',
          islands: 'islands/index.ts',
          site: SITE_STYLESHEET,
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
