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
import { LOCALE_CHOSEN_PARAM, LOCALE_PARAM, localeTag, offeredLocale } from './visitor-locale';

/** The address's parameters but the locale's: what the locale switch keeps (the wizard's planner). */
function otherParameters(query: URLSearchParams): [string, string][] {
  return [...query].filter(([name]) => name !== LOCALE_PARAM && name !== LOCALE_CHOSEN_PARAM);
}

/**
 * The couples' project site serves every country: its pages speak the visitor's locale, and its header lets
 * them choose another (the switch names it in the address, with `chosen`). Its not-found page wears the
 * site's own header and footer.
 */
export function projectPagePolicy(urls: SiteUrls): HostPagePolicy<ProjectPageLanguage> {
  const policy = visitorLanguagePages(urls);
  const describe = (request: FastifyRequest, reply: FastifyReply): ProjectPageLanguage => {
    const page = policy.describe(request, reply);
    const query = new URLSearchParams(request.url.split('?', 2)[1] ?? '');
    const chosen = query.has(LOCALE_CHOSEN_PARAM) && offeredLocale(query.get(LOCALE_PARAM)) !== null;
    return {
      ...page,
      sessionCookie: carriesSessionCookie(request),
      keptQuery: otherParameters(query),
      chosenLocale: chosen ? localeTag(page) : null,
    };
  };
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
