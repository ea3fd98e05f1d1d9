import type { FastifyInstance } from 'fastify';
import { servedOn } from '../http/host-routing';
import { backOfficePages } from '../pages/back-office-pages';
import { registerBackOfficePages } from '../pages/back-office/back-office-page-routes';
import { countrySiteOrigin, type SiteUrls } from '../pages/seo/public-site';
import { registerNoRobots } from '../pages/seo/seo-routes';
import { registerTermsOfSale } from '../pages/terms-of-sale/terms-of-sale-route';

/**
 * The providers' back-office (BACK_OFFICE_HOST): the sign-in and its pages, the dashboard and the account
 * (server/pages/back-office/), and the terms of sale; nothing there for robots to index. Its API is its own
 * tree (server/back-office/back-office-api.ts).
 */
export function backOfficePlugin({ urls }: { urls: SiteUrls }) {
  return async (app: FastifyInstance): Promise<void> => {
    servedOn(app, 'backOffice');
    const pages = backOfficePages(app, urls);
    registerBackOfficePages(pages);
    registerTermsOfSale(app, pages, undefined, (page) => countrySiteOrigin(urls, page.country));
    registerNoRobots(app);
  };
}
