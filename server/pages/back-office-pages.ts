import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BackOfficePageLanguage } from './back-office/back-office-layout';
import { hostPages, visitorLanguagePages, type HostPagePolicy, type HostPages } from './host-pages';
import { carriesSessionCookie } from './project-site/session-cookie';
import type { SiteUrls } from './seo/public-site';

/**
 * The providers' back-office serves every country: its pages speak the visitor's locale, which the country
 * sites' links to it name, and lead to that country's site. Each page also knows whether the request carries
 * a session cookie, to draw its header's session as pending rather than signed out.
 */
export function backOfficePagePolicy(urls: SiteUrls): HostPagePolicy<BackOfficePageLanguage> {
  const policy = visitorLanguagePages(urls);
  return {
    ...policy,
    describe: (request: FastifyRequest, reply: FastifyReply) => ({
      ...policy.describe(request, reply),
      sessionCookie: carriesSessionCookie(request),
    }),
  };
}

/** The page registration of the back-office, on its plugin. */
export function backOfficePages(app: FastifyInstance, urls: SiteUrls): HostPages<BackOfficePageLanguage> {
  return hostPages(app, backOfficePagePolicy(urls));
}
