import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hostPages,
  sendNotFoundHtml,
  visitorLanguagePages,
  type HostPagePolicy,
  type HostPages,
} from './host-pages';
import { projectNotFoundPage } from './project-site/not-found-page';
import type { ProjectPageLanguage } from './project-site/project-layout';
import { carriesSessionCookie } from './project-site/session-cookie';
import type { SiteUrls } from './seo/public-site';

/**
 * The couples' project site serves every country: its pages speak the visitor's language. Its not-found page
 * wears the site's own header and footer.
 */
export function projectPagePolicy(urls: SiteUrls): HostPagePolicy<ProjectPageLanguage> {
  const policy = visitorLanguagePages(urls);
  const describe = (request: FastifyRequest, reply: FastifyReply): ProjectPageLanguage => ({
    ...policy.describe(request, reply),
    sessionCookie: carriesSessionCookie(request),
  });
  return {
    ...policy,
    describe,
    notFound: (request, reply) =>
      sendNotFoundHtml(reply, projectNotFoundPage(describe(request, reply), urls)),
  };
}

/** The page registration of the project site, on its plugin. */
export function projectPages(app: FastifyInstance, urls: SiteUrls): HostPages<ProjectPageLanguage> {
  return hostPages(app, projectPagePolicy(urls));
}
