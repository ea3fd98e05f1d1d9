import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ASSETS_PREFIX } from './assets';

/**
 * The built scripts and stylesheets under `/assets/`, cached for a year (chunks are content-hashed). The
 * build's metadata stays private: Vite writes it to dot-folders (`.vite/manifest.json`), which answer 404,
 * whatever path leads there (`chunks/../.vite/…` is normalised before the check).
 */
export async function registerAssetsRoute(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    prefix: ASSETS_PREFIX,
    immutable: true,
    maxAge: '1y',
    dotfiles: 'ignore',
  });
}
