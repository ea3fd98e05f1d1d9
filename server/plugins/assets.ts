import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { Config } from '../config';
import { registerImageRoutes } from '../media/image-routes';
import type { ImageService } from '../media/image-service';
import { ASSETS_DIR } from '../pages/assets';
import { registerAssetsRoute } from '../pages/assets-route';
import { registerSiteIcons } from '../pages/site-icons/site-icons-routes';

const DEMO_PAGES_DIR = join(process.cwd(), 'demo-pages');

/**
 * What every host's pages load, whichever host they are on: the built scripts and styles (`/assets/`, the
 * site stylesheet among them), the providers' images (`/images/`), and the favicon, icons and web app
 * manifest. Outside production, the integrators' demo pages too: a development tool, absent (404) in
 * production and kept out of search engines' indexes wherever they are served.
 */
export function assetsPlugin({ config, images }: { config: Config; images: ImageService }) {
  return async (app: FastifyInstance): Promise<void> => {
    await registerAssetsRoute(app, ASSETS_DIR);
    if (config.nodeEnv !== 'production') {
      await app.register(fastifyStatic, {
        root: DEMO_PAGES_DIR,
        prefix: '/demo-pages/',
        decorateReply: false,
        setHeaders: (response) => response.setHeader('x-robots-tag', 'noindex'),
      });
    }
    registerImageRoutes(app, images);
    registerSiteIcons(app, config);
  };
}
