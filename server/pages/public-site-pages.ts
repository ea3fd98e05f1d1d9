import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventType } from '@shared/api/contract/reference';
import { PAGE_ROUTES } from '@shared/api/routes';
import type { Language } from '@shared/i18n';
import { SITES } from '@shared/sites';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { DirectoryAreas } from '../directory/areas';
import type { ListingCounts } from '../directory/listing-counts';
import { registerTrackRoute } from '../directory/track-routes';
import { resolveHost } from '../hosts';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { findPublishedProviderBySlug } from '../providers/provider-by-slug';
import { registerDirectoryPages } from './directory/directory-pages';
import { TRACK_ROUTE } from './directory/directory-paths';
import { pageContext, PUBLIC_PAGE_CACHE } from './directory/page-context';
import { registerGuidePages } from './guides/guide-pages';
import { loadProfileExtras } from './provider-profile/profile-extras';
import { providerProfilePage } from './provider-profile/provider-profile-page';
import type { PageSeo } from './seo/page-seo';
import { alternatesOnEverySite } from './seo/public-site';
import { registerSeoRoutes } from './seo/seo-routes';
import { BRAND } from './home-pages';
import { termsOfSalePage } from './terms-of-sale/terms-of-sale-page';

export interface PublicSitePageDependencies {
  config: Config;
  db: Queryable;
  clock: Clock;
  areas: DirectoryAreas;
  listingCounts: ListingCounts;
}

/**
 * A country site speaks its default language whoever visits; the project site and the back-office serve
 * every country, so they speak the visitor's (and say the answer varies with it).
 */
function pageLanguage(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
): { language: Language; lang: string } {
  const host = resolveHost(config, request.hostname);
  if (host.kind === 'public') {
    const site = SITES[host.country];
    return { language: site.languages[0], lang: site.defaultLocale };
  }
  reply.header('vary', 'Cookie, Accept-Language');
  const language = requestLanguage(request);
  return { language, lang: language };
}

/**
 * The public site's pages: the provider profiles and the terms of sale at the paths of their named routes,
 * the directory's listings, guides, search and link tracking, and robots.txt with the sitemaps.
 */
export function registerPublicSitePages(
  app: FastifyInstance,
  { config, db, clock, areas, listingCounts }: PublicSitePageDependencies,
): void {
  const pages = pageContext(config);
  const { urls } = pages;
  registerDirectoryPages(app, { db, clock, areas, pages, listingCounts });
  registerGuidePages(app, { db, clock, pages });
  registerSeoRoutes(app, { db, clock, areas, pages });
  registerTrackRoute(app, { db, clock, path: TRACK_ROUTE, notFound: pages.notFound });
  const sendHtml = (reply: FastifyReply, page: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);

  app.get<{ Params: { slug: string } }>(PAGE_ROUTES.front_provider_profile, async (request, reply) => {
    const site = pages.siteOf(request);
    const provider = site ? await findPublishedProviderBySlug(db, request.params.slug, clock.now()) : null;
    const extras = provider && (await loadProfileExtras(db, provider.id));
    if (!site || !provider || !extras) return pages.notFound(request, reply);
    const eventTypes = await db.query<EventType>('SELECT slug, name FROM event_types ORDER BY id');
    const page = providerProfilePage({ provider, extras, eventTypes, site, urls });
    return pages.sendHtml(reply, page, PUBLIC_PAGE_CACHE);
  });

  app.get(PAGE_ROUTES.front_cgv, async (request, reply) => {
    const { language, lang } = pageLanguage(config, request, reply);
    const site = pages.siteOf(request);
    const seo: PageSeo | undefined = site
      ? {
          canonical: `${site.origin}${PAGE_ROUTES.front_cgv}`,
          alternates: alternatesOnEverySite(urls, PAGE_ROUTES.front_cgv),
          openGraph: { type: 'website', siteName: BRAND },
        }
      : undefined;
    return sendHtml(reply, termsOfSalePage(language, lang, urls, seo));
  });
  // Typed without its trailing slash, the address still reaches the page.
  app.get(PAGE_ROUTES.front_cgv.replace(/\/$/, ''), async (_request, reply) =>
    reply.redirect(PAGE_ROUTES.front_cgv, 301),
  );
}
