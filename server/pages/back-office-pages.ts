import type { FastifyInstance } from 'fastify';
import {
  hostPages,
  visitorLanguagePages,
  type HostPagePolicy,
  type HostPages,
  type VisitorPageLanguage,
} from './host-pages';
import type { SiteUrls } from './seo/public-site';

/**
 * The providers' back-office serves every country: its pages speak the visitor's locale, which the country
 * sites' links to it name, and lead to that country's site.
 */
export function backOfficePagePolicy(urls: SiteUrls): HostPagePolicy<VisitorPageLanguage> {
  return visitorLanguagePages(urls);
}

/** The page registration of the back-office, on its plugin. */
export function backOfficePages(app: FastifyInstance, urls: SiteUrls): HostPages<VisitorPageLanguage> {
  return hostPages(app, backOfficePagePolicy(urls));
}
