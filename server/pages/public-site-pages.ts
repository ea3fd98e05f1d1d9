import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EventType } from '../../shared/api/contract/reference';
import { PAGE_ROUTES } from '../../shared/api/routes';
import type { Language } from '../../shared/i18n';
import { SITES } from '../../shared/sites';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { resolveHost, siteUrls } from '../hosts';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { findPublishedProviderBySlug } from '../providers/provider-by-slug';
import { notFoundPage } from './not-found-page';
import { providerProfilePage } from './provider-profile/provider-profile-page';
import { termsOfSalePage } from './terms-of-sale/terms-of-sale-page';

export interface PublicSitePageDependencies {
  config: Config;
  db: Queryable;
  clock: Clock;
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

/** The provider profile pages and the terms of sale, at the paths of their named routes. */
export function registerPublicSitePages(
  app: FastifyInstance,
  { config, db, clock }: PublicSitePageDependencies,
): void {
  const urls = siteUrls(config);
  const sendHtml = (reply: FastifyReply, page: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);

  app.get<{ Params: { slug: string } }>(PAGE_ROUTES.front_provider_profile, async (request, reply) => {
    const host = resolveHost(config, request.hostname);
    const provider =
      host.kind === 'public' ? await findPublishedProviderBySlug(db, request.params.slug, clock.now()) : null;
    if (host.kind !== 'public' || !provider) {
      const { language, lang } = pageLanguage(config, request, reply);
      return sendHtml(reply, notFoundPage(language, lang, urls), 404);
    }
    const eventTypes = await db.query<EventType>('SELECT slug, name FROM event_types ORDER BY id');
    return sendHtml(reply, providerProfilePage({ provider, eventTypes, country: host.country, urls }));
  });

  app.get(PAGE_ROUTES.front_cgv, async (request, reply) => {
    const { language, lang } = pageLanguage(config, request, reply);
    return sendHtml(reply, termsOfSalePage(language, lang, urls));
  });
  // Typed without its trailing slash, the address still reaches the page.
  app.get(PAGE_ROUTES.front_cgv.replace(/\/$/, ''), async (_request, reply) =>
    reply.redirect(PAGE_ROUTES.front_cgv, 301),
  );
}
