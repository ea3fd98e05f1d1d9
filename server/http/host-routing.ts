import type { FastifyInstance } from 'fastify';
import type { EndpointHost } from '@shared/api/endpoint';
import type { Config, HostKind } from '../config';
import { hostKindOf } from '../hosts';
import { requestHostname, type ProxyTrust } from './proxy-trust';

/** The route constraint a host plugin sets on each of its routes. */
const HOST_KIND = 'hostKind';

type ConstraintStrategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type RouteHandler = Parameters<ReturnType<ConstraintStrategy['storage']>['set']>[1];

/**
 * Teaches the router which of the three sites a request is for (`hostKindOf`: unknown names are the public
 * site), so that a host plugin's routes match on their host only and the same path (`/`, `/cgv/`,
 * `/robots.txt`) can be served differently by each. Routes without the constraint (the API, the assets)
 * match on every host.
 */
export function registerHostRouting(
  app: FastifyInstance,
  config: Pick<Config, 'siteDomains' | 'projectHost' | 'backOfficeHost'>,
  trust: ProxyTrust | false,
): void {
  const strategy: ConstraintStrategy = {
    name: HOST_KIND,
    // A host with no route at a path falls through to the routes every host shares, then to the 404.
    mustMatchWhenDerived: false,
    storage() {
      const handlers = new Map<unknown, RouteHandler>();
      return {
        get: (kind) => handlers.get(kind) ?? null,
        set: (kind, handler) => void handlers.set(kind, handler),
      };
    },
    deriveConstraint: (request) => hostKindOf(config, requestHostname(request, trust)),
  };
  app.addConstraintStrategy(strategy);
}

/**
 * The host guard of a plugin, applied once: every route the plugin (and its children) registers matches
 * on `kind`'s host only. Call it first in the plugin, before its routes.
 */
export function servedOn(app: FastifyInstance, kind: HostKind): void {
  app.addHook('onRoute', (route) => {
    route.constraints = { ...route.constraints, [HOST_KIND]: kind };
  });
}

/**
 * Refuses at start-up a contract endpoint mounted in this tree for another host than `host` (undefined: every
 * host): an endpoint kept to one host is mounted by that host's tree, and only there.
 */
export function mountsEndpointsFor(app: FastifyInstance, host: EndpointHost | undefined): void {
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    if (endpoint && endpoint.host !== host) {
      throw new Error(`${endpoint.name} answers on ${endpoint.host ?? 'every host'}: mount it in that tree`);
    }
  });
}
