import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { Config } from '../config';
import { registerImageRoutes } from '../media/image-routes';
import { localImageService } from '../media/local-image-service';
import { ASSETS_DIR } from '../pages/assets';
import { registerAssetsRoute } from '../pages/assets-route';

const DEMO_PAGES_DIR = join(process.cwd(), 'demo-pages');

/**
 * What every host's pages load, whichever host they are on: the built scripts and styles (`/assets/`, the
 * site stylesheet among them), the providers' images (`/images/`), and the integrators' demo pages.
 */
export function assetsPlugin({ config }: { config: Config }) {
  return async (app: FastifyInstance): Promise<void> => {
    await registerAssetsRoute(app, ASSETS_DIR);
    await app.register(fastifyStatic, { root: DEMO_PAGES_DIR, prefix: '/demo-pages/', decorateReply: false });
    registerImageRoutes(app, localImageService(config));
  };
}
