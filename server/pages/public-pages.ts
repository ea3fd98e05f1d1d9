import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCountry } from '@shared/sites';
import type { Config } from '../config';
import { hostPages, sendNotFoundPage, type HostPagePolicy, type HostPages } from './host-pages';
import { publicSite, type PublicSite, type SiteUrls } from './seo/public-site';

/** Public pages are the same for every visitor: shared caches may keep them a few minutes. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=300, stale-while-revalidate=600';

/** What a page of a country site knows: its site, whose default language it speaks whoever visits. */
export interface PublicPageKnows {
  site: PublicSite;
  language: PublicSite['language'];
  lang: string;
  brand: string;
}

export interface PublicPages extends HostPages<PublicPageKnows> {
  /** The country site of a request the public site's plugin serves (robots.txt, sitemaps, redirects). */
  siteOf(request: FastifyRequest): PublicSite;
}

/**
 * The policy of the seven country sites. Only called for requests the public plugin routes here, so the host
 * is a country's (or an unknown name, which is the French site's).
 */
export function publicPagePolicy(
  config: Pick<Config, 'siteDomains'>,
  urls: SiteUrls,
): HostPagePolicy<PublicPageKnows> & Pick<PublicPages, 'siteOf'> {
  const siteOf = (request: FastifyRequest) =>
    publicSite(
      urls,
      resolveCountry({ hostname: request.hostname.toLowerCase(), domains: config.siteDomains }),
      `${request.protocol}://${request.host}`,
    );
  const describe = (request: FastifyRequest): PublicPageKnows => {
    const site = siteOf(request);
    return { site, language: site.language, lang: site.locale, brand: site.brand };
  };
  return {
    urls,
    siteOf,
    describe,
    cacheControl: PUBLIC_PAGE_CACHE,
    notFound: (request, reply) => sendNotFoundPage(reply, describe(request), urls),
  };
}

/** The page registration of the country sites, on the public site's plugin. */
export function publicPages(
  app: FastifyInstance,
  config: Pick<Config, 'siteDomains'>,
  urls: SiteUrls,
): PublicPages {
  const policy = publicPagePolicy(config, urls);
  return { ...hostPages(app, policy), siteOf: policy.siteOf };
}
