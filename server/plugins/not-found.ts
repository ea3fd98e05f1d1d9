import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { resolveHost } from '../hosts';
import { backOfficePagePolicy } from '../pages/back-office-pages';
import type { HostPagePolicy } from '../pages/host-pages';
import { projectPagePolicy } from '../pages/project-pages';
import { publicPagePolicy } from '../pages/public-pages';
import type { SiteUrls } from '../pages/seo/public-site';

/** A person's browser asks for HTML; the elements, the API's clients and scripts do not. */
function wantsPage(request: FastifyRequest): boolean {
  return !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
}

/**
 * What answers a path no route of the request's host serves (a country site's page asked on the project site,
 * an address that never existed): a browser gets that host's not-found page in its language, anything else
 * Fastify's JSON 404.
 */
export function registerNotFound(
  app: FastifyInstance,
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost'>,
  urls: SiteUrls,
): void {
  const policies: Record<ReturnType<typeof resolveHost>['kind'], HostPagePolicy> = {
    public: publicPagePolicy(config, urls),
    project: projectPagePolicy(urls),
    backOffice: backOfficePagePolicy(urls),
  };
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) {
      return policies[resolveHost(config, request.hostname).kind].notFound(request, reply);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url} not found`,
    });
  });
}
