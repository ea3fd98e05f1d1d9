import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { dirname, resolve } from 'node:path';
import { ASSETS_PREFIX } from '@shared/api/asset-url';
import { PRECOMPRESSED_FILE } from './precompressed-assets';

/** The file a variant was compressed from: `loader.js` for `loader.js.br`. */
const VARIANT_EXTENSION = /\.(?:br|gz)$/;

/**
 * The built scripts and stylesheets under `/assets/`: chunks are content-hashed and cached for a year; the
 * entries keep stable names that pages and integrators write, so browsers revalidate them (`no-cache`, answered
 * 304 while unchanged) and a deploy reaches every page at once. The build's metadata stays private: Vite writes it to dot-folders (`.vite/manifest.json`), which answer 404,
 * whatever path leads there (`chunks/../.vite/…` is normalised before the check).
 *
 * The build writes each text file compressed beside itself (`loader.js.br`, `loader.js.gz`): a browser gets
 * the variant it accepts, with the plain file's type and caching, and the answer says it varies with
 * `Accept-Encoding` (304s included). Nothing here is compressed per request (server/http/compression.ts).
 */
export async function registerAssetsRoute(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: ASSETS_PREFIX,
    dotfiles: 'ignore',
    preCompressed: true,
    // Set here rather than by the plugin, whose one policy (maxAge) would apply to the entries as well.
    cacheControl: false,
    setHeaders(response, path) {
      const isEntry = dirname(path) === resolve(root);
      response.setHeader('cache-control', isEntry ? 'no-cache' : 'public, max-age=31536000, immutable');
      if (PRECOMPRESSED_FILE.test(path.replace(VARIANT_EXTENSION, ''))) {
        response.setHeader('vary', 'Accept-Encoding');
      }
    },
  });
}
