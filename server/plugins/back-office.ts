import type { FastifyInstance } from 'fastify';
import { servedOn } from '../http/host-routing';
import { backOfficePages } from '../pages/back-office-pages';
import { backOfficeHome } from '../pages/home-pages';
import { countrySiteOrigin, type SiteUrls } from '../pages/seo/public-site';
import { registerNoRobots } from '../pages/seo/seo-routes';
import { registerTermsOfSale } from '../pages/terms-of-sale/terms-of-sale-route';

/**
 * The providers' back-office (BACK_OFFICE_HOST): for now its home, a title page the back-office's issues
 * build on, and the terms of sale; nothing there for robots to index. Its API is its own tree
 * (server/back-office/back-office-api.ts).
 */
export function backOfficePlugin({ urls }: { urls: SiteUrls }) {
  return async (app: FastifyInstance): Promise<void> => {
    servedOn(app, 'backOffice');
    const pages = backOfficePages(app, urls);
    pages.get('/', async (page) => backOfficeHome(urls, page));
    registerTermsOfSale(app, pages, undefined, (page) => countrySiteOrigin(urls, page.country));
    registerNoRobots(app);
  };
}
