import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { DirectoryAreas } from '../directory/areas';
import type { Clock } from '../http/clock';
import { servedOn } from '../http/host-routing';
import { projectPages } from '../pages/project-pages';
import { confirmEmailPages } from '../pages/project-site/confirm-email-page';
import { projectHomePage } from '../pages/project-site/home-page';
import { registerProjectViewPages } from '../pages/project-site/project-view-pages';
import { registerPage } from '../pages/project-site/register-page';
import { searchPage } from '../pages/project-site/search-page';
import { testimonialsPage } from '../pages/project-site/testimonials-page';
import { registerProjectWizard } from '../pages/project-wizard/wizard-routes';
import { countrySiteOrigin, type SiteUrls } from '../pages/seo/public-site';
import { registerNoRobots } from '../pages/seo/seo-routes';
import { registerTermsOfSale } from '../pages/terms-of-sale/terms-of-sale-route';

export interface ProjectSiteDependencies {
  urls: SiteUrls;
  db: Database;
  clock: Clock;
  areas: DirectoryAreas;
}

/**
 * The couples' project site (PROJECT_HOST): the wedding project page (the visitor's welcome, or the couple's
 * home), registration, the directory's search, testimonials, a project's view, the account settings and the
 * confirmation of a new email address, the favourites and the terms of sale; nothing there for robots to index.
 */
export function projectSitePlugin({ urls, db, clock, areas }: ProjectSiteDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    servedOn(app, 'project');
    const pages = projectPages(app, urls);
    registerProjectWizard(app, pages, db);
    pages.get('/', async (page) => projectHomePage(page, urls));
    pages.get('/register', async (page) => registerPage(page, urls));
    pages.get('/testimonials', async (page) => testimonialsPage(page, urls));
    pages.get('/search', async (page) => searchPage({ db, areas }, page, urls));
    registerTermsOfSale(app, pages, undefined, (page) => countrySiteOrigin(urls, page.country));
    registerProjectViewPages(app, pages, db);
    await app.register(confirmEmailPages(pages, { db, clock }));
    registerNoRobots(app);
  };
}
