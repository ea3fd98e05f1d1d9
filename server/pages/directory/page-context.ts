import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@server/config';
import { siteUrls } from '@server/hosts';
import { requestLanguage } from '@server/http/describe-issues';
import { notFoundPage } from '../not-found-page';
import { publicSiteOf, type PublicSite, type SiteUrls } from '../seo/public-site';

/** What every public page handler needs: the sites' addresses, the request's site, and the 404 page. */
export interface PageContext {
  urls: SiteUrls;
  /** The country site of the request; null on the project site and the back-office. */
  siteOf(request: FastifyRequest): PublicSite | null;
  /** The not-found page, in the site's language (the visitor's on the other hosts), status 404. */
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  sendHtml(reply: FastifyReply, page: string, cacheControl: string): FastifyReply;
}

/** Public pages are the same for every visitor: shared caches may keep them a few minutes. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=300, stale-while-revalidate=600';

export function pageContext(config: Config): PageContext {
  const urls = siteUrls(config);
  const siteOf = (request: FastifyRequest) => publicSiteOf(config, urls, request);
  return {
    urls,
    siteOf,
    notFound(request, reply) {
      const site = siteOf(request);
      if (!site) reply.header('vary', 'Cookie, Accept-Language');
      const language = site?.language ?? requestLanguage(request);
      const lang = site?.locale ?? language;
      return reply
        .code(404)
        .header('cache-control', 'public, max-age=60')
        .type('text/html; charset=utf-8')
        .send(notFoundPage(language, lang, urls));
    },
    sendHtml(reply, page, cacheControl) {
      return reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(page);
    },
  };
}
