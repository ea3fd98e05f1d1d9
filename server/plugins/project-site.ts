import type { FastifyInstance } from 'fastify';
import { servedOn } from '../http/host-routing';
import { hostHome } from '../pages/home-pages';
import { projectPages } from '../pages/project-pages';
import { registerProjectWizard } from '../pages/project-wizard/wizard-routes';
import type { SiteUrls } from '../pages/seo/public-site';
import { registerNoRobots } from '../pages/seo/seo-routes';
import { registerTermsOfSale } from '../pages/terms-of-sale/terms-of-sale-route';

/**
 * The couples' project site (PROJECT_HOST): for now its home, a title page the project site's issues build
 * on, and the terms of sale; nothing there for robots to index.
 */
export function projectSitePlugin({ urls }: { urls: SiteUrls }) {
  return async (app: FastifyInstance): Promise<void> => {
    servedOn(app, 'project');
    const pages = projectPages(app, urls);
    registerProjectWizard(app, pages);
    pages.get('/', async ({ language }) => hostHome('pages.project.title', urls, language));
    registerTermsOfSale(app, pages);
    registerNoRobots(app);
  };
}
