import type { FastifyInstance } from 'fastify';
import { hostPages, visitorLanguagePages, type HostPagePolicy, type HostPages } from './host-pages';
import type { SiteUrls } from './seo/public-site';

/** The providers' back-office serves every country: its pages speak the visitor's language. */
export function backOfficePagePolicy(urls: SiteUrls): HostPagePolicy {
  return visitorLanguagePages(urls);
}

/** The page registration of the back-office, on its plugin. */
export function backOfficePages(app: FastifyInstance, urls: SiteUrls): HostPages {
  return hostPages(app, backOfficePagePolicy(urls));
}
