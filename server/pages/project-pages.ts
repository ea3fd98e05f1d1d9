import type { FastifyInstance } from 'fastify';
import { hostPages, visitorLanguagePages, type HostPagePolicy, type HostPages } from './host-pages';
import type { SiteUrls } from './seo/public-site';

/** The couples' project site serves every country: its pages speak the visitor's language. */
export function projectPagePolicy(urls: SiteUrls): HostPagePolicy {
  return visitorLanguagePages(urls);
}

/** The page registration of the project site, on its plugin. */
export function projectPages(app: FastifyInstance, urls: SiteUrls): HostPages {
  return hostPages(app, projectPagePolicy(urls));
}
