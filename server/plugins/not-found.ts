import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@shared/api/contract';
import { IMAGE_ROUTE_PREFIX } from '@shared/api/image-url';
import type { Config } from '../config';
import { resolveHost } from '../hosts';
import { ASSETS_PREFIX } from '@shared/api/asset-url';
import { backOfficePagePolicy } from '../pages/back-office-pages';
import type { HostPagePolicy } from '../pages/host-pages';
import { projectPagePolicy } from '../pages/project-pages';
import { publicPagePolicy } from '../pages/public-pages';
import type { SiteUrls } from '../pages/seo/public-site';

/** Paths of files a page loads (scripts, styles, images, the demo pages): a missing one is not a page. */
const FILE_PREFIXES = [ASSETS_PREFIX, IMAGE_ROUTE_PREFIX, '/demo-pages/'];

/**
 * Contract endpoints that live outside `/api/` (the development outbox): absent in production, they still
 * answer as the API does, in JSON. Paths without parameters, so an exact match is enough.
 */
const API_PATHS_OUTSIDE_API = new Set(
  Object.values(CONTRACT)
    .flat()
    .map((endpoint) => endpoint.path)
    .filter((path) => !path.startsWith('/api/')),
);

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || API_PATHS_OUTSIDE_API.has(url.split('?')[0] ?? url);
}

/**
 * What answers a path no route of the request's host serves (a country site's page asked on the project site,
 * an address that never existed, whatever the client accepts): the API keeps Fastify's JSON 404, a missing
 * file a plain one, and every other path gets that host's not-found page in its language.
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
    if (isApiPath(request.url)) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${request.url} not found`,
      });
    }
    if (FILE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    }
    return policies[resolveHost(config, request.hostname).kind].notFound(request, reply);
  });
}
