import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { demoEchoRoute } from '../dev/demo-echo';
import { resolveHost, siteUrls } from '../hosts';
import { requestLanguage } from '../http/describe-issues';
import { ASSETS_DIR } from './assets';
import { registerAssetsRoute } from './assets-route';
import { configurePages } from './layout';
import { PUBLIC_PAGE_CACHE } from './directory/page-context';
import { BRAND, hostHome, publicHome, smsOutboxPage } from './home-pages';
import type { PageSeo } from './seo/page-seo';
import { alternatesOnEverySite, publicSite } from './seo/public-site';

const STATIC_DIR = fileURLToPath(new URL('./static/', import.meta.url));
const DEMO_PAGES_DIR = join(process.cwd(), 'demo-pages');

export async function registerPages(app: FastifyInstance, config: Config): Promise<void> {
  configurePages({ cookieDomain: config.cookieDomain });
  await registerAssetsRoute(app, ASSETS_DIR);
  await app.register(fastifyStatic, { root: STATIC_DIR, prefix: '/static/', decorateReply: false });
  await app.register(fastifyStatic, { root: DEMO_PAGES_DIR, prefix: '/demo-pages/', decorateReply: false });

  const urls = siteUrls(config);
  app.get('/', async (request, reply) => {
    const host = resolveHost(config, request.hostname);
    if (host.kind === 'public') {
      const site = publicSite(urls, host.country, `${request.protocol}://${request.host}`);
      const seo: PageSeo = {
        canonical: `${site.origin}/`,
        alternates: alternatesOnEverySite(urls, '/'),
        openGraph: { type: 'website', siteName: BRAND },
      };
      return reply
        .header('cache-control', PUBLIC_PAGE_CACHE)
        .type('text/html; charset=utf-8')
        .send(publicHome(host.country, urls, seo));
    }
    // The project site and the back-office serve every country, so they speak the visitor's language.
    const language = requestLanguage(request);
    const titleKey = host.kind === 'project' ? 'pages.project.title' : 'pages.backOffice.title';
    const page = hostHome(titleKey, urls, language);
    return reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Language').send(page);
  });

  if (config.nodeEnv !== 'production') await app.register(demoEchoRoute);
  if (config.nodeEnv !== 'production') {
    app.get<{ Querystring: { phone?: unknown } }>('/dev/sms-outbox-page', async (request, reply) => {
      const { phone } = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .send(smsOutboxPage(typeof phone === 'string' ? phone.slice(0, 32) : undefined));
    });
  }
}
