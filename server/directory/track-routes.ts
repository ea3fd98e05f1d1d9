import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { isLinkType, followProviderLink } from './track-link-click';
import { isAutomatedAgent, RecentClicks, type ClickRepeats } from './track-repeats';

/** A person clicks a few links a minute; more from one address is a script, answered 429. */
const CLICKS_PER_MINUTE_PER_ADDRESS = 30;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A Location header is ASCII: an address with an accented host or path is sent in its encoded form. */
function asHeaderValue(url: string): string {
  return URL.canParse(url) ? new URL(url).href : encodeURI(url);
}

export interface TrackRouteDependencies {
  db: Queryable;
  clock: Clock;
  /** `/annuaire/track/:slug/:type` */
  path: string;
  /** The not-found page of the request's site. */
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** Where repeated clicks are remembered: shared by the instances (Redis) when there are several. */
  repeats?: ClickRepeats;
}

/**
 * A provider's outbound link (website, social network, phone, e-mail): counts the click, then redirects
 * (302, never cached) to the address stored for that provider and type. The target comes from the database
 * only, whose CHECK allows http(s), tel: and mailto: addresses: nothing in the request can choose it. Robots,
 * HEAD requests and a visitor's repeated clicks on the same link are redirected without being counted.
 */
export function registerTrackRoute(
  app: FastifyInstance,
  { db, clock, path, notFound, repeats = new RecentClicks() }: TrackRouteDependencies,
): void {
  app.get<{ Params: { slug: string; type: string } }>(
    path,
    { config: { rateLimit: { max: CLICKS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { slug, type } = request.params;
      if (!SLUG.test(slug) || !isLinkType(type)) return notFound(request, reply);
      const now = clock.now();
      const count =
        request.method === 'GET' &&
        !isAutomatedAgent(request.headers['user-agent']) &&
        (await repeats.firstWithinWindow(`${request.clientKey} ${slug} ${type}`, now.getTime()));
      const url = await followProviderLink(db, { providerSlug: slug, type }, { now, count });
      if (!url) return notFound(request, reply);
      return reply
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .redirect(asHeaderValue(url), 302);
    },
  );
}
