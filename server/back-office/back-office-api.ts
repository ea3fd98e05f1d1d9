import type { FastifyInstance } from 'fastify';
import { mountsEndpointsFor, servedOn } from '../http/host-routing';
import { HttpError } from '../http/http-error';
import { allowed } from '../http/register-endpoint';
import type { BackOfficeDependencies } from './back-office-dependencies';
import { registerInboxRoutes } from './event-requests/inbox-routes';
import { requiresOwnership } from './ownership';
import { registerProviderAccountRoutes } from './provider-account/provider-account-routes';
import { registerSocialNetworkRoutes } from './social-networks/social-network-routes';

/**
 * The guard of the back-office's API tree, set once for the whole tree before its routes: they answer on the
 * back-office host only (the others answer 404), and a provider only, checked before a request's input is
 * read. A route mounted in the tree must be a contract endpoint for the back-office host and a provider, or
 * the app does not start: a resource added later can forget neither.
 */
export function guardBackOfficeTree(app: FastifyInstance): void {
  servedOn(app, 'backOffice');
  mountsEndpointsFor(app, 'backOffice');
  requiresOwnership(app);
  app.addHook('onRoute', (route) => {
    if (route.config?.endpoint?.auth !== 'provider') {
      throw new Error(
        `${route.method} ${route.url}: the back-office API mounts endpoints for a provider only`,
      );
    }
  });
  app.addHook('onRequest', async (request) => {
    const caller = await app.identifyCaller(request);
    if (!caller) throw new HttpError(401, 'server.authenticationRequired');
    if (!allowed('provider', caller)) throw new HttpError(403, 'server.wrongRole');
  });
}

/** The back-office's API: its resources, in the guarded tree. */
export function backOfficeApiPlugin(dependencies: BackOfficeDependencies) {
  return async (app: FastifyInstance): Promise<void> => {
    guardBackOfficeTree(app);
    registerProviderAccountRoutes(app, dependencies);
    registerInboxRoutes(app, dependencies);
    registerSocialNetworkRoutes(app, dependencies);
  };
}
