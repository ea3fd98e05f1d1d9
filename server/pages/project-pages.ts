import type { FastifyInstance } from 'fastify';
import {
  hostPages,
  sendNotFoundHtml,
  visitorLanguagePages,
  type HostPagePolicy,
  type HostPages,
} from './host-pages';
import { projectNotFoundPage } from './project-site/not-found-page';
import { carriesSessionCookie } from './project-site/session-cookie';
import type { SiteUrls } from './seo/public-site';

/**
 * The couples' project site serves every country: its pages speak the visitor's language. Its not-found page
 * wears the site's own header and footer.
 */
export function projectPagePolicy(urls: SiteUrls): HostPagePolicy {
  const policy = visitorLanguagePages(urls);
  return {
    ...policy,
    notFound: (request, reply) =>
      sendNotFoundHtml(
        reply,
        projectNotFoundPage(policy.describe(request, reply), urls, carriesSessionCookie(request)),
      ),
  };
}

/** The page registration of the project site, on its plugin. */
export function projectPages(app: FastifyInstance, urls: SiteUrls): HostPages {
  return hostPages(app, projectPagePolicy(urls));
}
