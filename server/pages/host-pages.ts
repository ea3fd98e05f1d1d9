import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { Language } from '@shared/i18n';
import { DEFAULT_COUNTRY, SITES, type CountryCode } from '@shared/sites';
import { NEVER_STORED } from '../http/answer-caching';
import { notFoundPage } from './not-found-page';
import { countrySiteOrigin, type SiteUrls } from './seo/public-site';
import { localeTag, requestLocale } from './visitor-locale';

const HTML = 'text/html; charset=utf-8';

/** The language a page speaks, and its `<html lang>` tag (`nl-BE` on the Belgian site, `nl` elsewhere). */
export interface PageLanguage {
  language: Language;
  lang: string;
  /** The brand its header shows: the country site's, the main site's on hosts every country shares. */
  brand: string;
}

/**
 * What one host's pages share: how a page learns its language (and, on a country site, its site), how long
 * caches keep it, what else it varies with, and its not-found page.
 */
export interface HostPagePolicy<Known extends PageLanguage = PageLanguage> {
  readonly urls: SiteUrls;
  /** What a page of this host knows about its request before its handler runs. */
  describe(request: FastifyRequest, reply: FastifyReply): Known;
  /** Cache-Control of a page answered 200. */
  readonly cacheControl: string;
  /** The not-found page in the host's language, status 404. */
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export interface RenderOptions {
  status?: number;
  cacheControl?: string;
}

/** What a page handler receives: its request, and what its host tells it. */
export type PageCall<Route extends RouteGenericInterface, Known extends PageLanguage> = Known & {
  request: FastifyRequest<Route>;
  reply: FastifyReply;
  /** The host's not-found page, status 404; return it. */
  notFound(): FastifyReply;
  /** Sends the page with another status or caching than the host's; return it. */
  render(html: string, options: RenderOptions): FastifyReply;
};

/**
 * A page's HTML, as text or already encoded (sent 200 with the host's headers), or a reply the handler wrote
 * (a redirect, a 404).
 */
export type PageHandler<Route extends RouteGenericInterface, Known extends PageLanguage> = (
  call: PageCall<Route, Known>,
) => Promise<string | Buffer | FastifyReply>;

/** Registers the pages of one host on the plugin of that host. */
export interface HostPages<Known extends PageLanguage = PageLanguage> {
  readonly urls: SiteUrls;
  get<Route extends RouteGenericInterface = RouteGenericInterface>(
    path: string,
    handler: PageHandler<Route, Known>,
    options?: RouteShorthandOptions,
  ): void;
  /** A page a form without JavaScript posts to. */
  post<Route extends RouteGenericInterface = RouteGenericInterface>(
    path: string,
    handler: PageHandler<Route, Known>,
    options?: RouteShorthandOptions,
  ): void;
  notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  /** The same registration on a child plugin of the host's (one with its own content-type parser). */
  within(child: FastifyInstance): HostPages<Known>;
}

/**
 * A page goes out as one Buffer: encoded once, its length known (Fastify measures a string, then Node
 * encodes it again as it writes), written with the headers in one go.
 */
function render(reply: FastifyReply, html: string | Buffer, { status = 200, cacheControl }: RenderOptions) {
  if (cacheControl) reply.header('cache-control', cacheControl);
  return reply
    .code(status)
    .type(HTML)
    .send(typeof html === 'string' ? Buffer.from(html) : html);
}

/**
 * The page registration of one host: every page answers HTML with its host's caching and language, and a
 * handler only says what its page is (or that it is not found).
 */
export function hostPages<Known extends PageLanguage>(
  app: FastifyInstance,
  policy: HostPagePolicy<Known>,
): HostPages<Known> {
  const route =
    (method: 'GET' | 'POST') =>
    <Route extends RouteGenericInterface>(
      path: string,
      handler: PageHandler<Route, Known>,
      options: RouteShorthandOptions = {},
    ) => {
      app.route({
        ...options,
        method,
        url: path,
        handler: async (request, reply) => {
          const answer = await handler({
            ...policy.describe(request, reply),
            // Route's types only declare what the path and body hold, as Fastify's own generics do.
            request: request as FastifyRequest<Route>,
            reply,
            notFound: () => policy.notFound(request, reply),
            render: (html, renderOptions) => render(reply, html, renderOptions),
          });
          if (typeof answer !== 'string' && !Buffer.isBuffer(answer)) return answer;
          return render(reply, answer, { cacheControl: policy.cacheControl });
        },
      });
    };
  return {
    urls: policy.urls,
    get: route('GET'),
    post: route('POST'),
    notFound: policy.notFound,
    within: (child) => hostPages(child, policy),
  };
}

/** Not-found pages change rarely but may start existing: caches keep them a minute. */
const NOT_FOUND_CACHE = 'public, max-age=60';

/** A host's not-found page (its HTML written by the host), status 404, kept out of search engines. */
export function sendNotFoundHtml(reply: FastifyReply, page: string): FastifyReply {
  reply.header('x-robots-tag', 'noindex');
  return render(reply, page, { status: 404, cacheControl: NOT_FOUND_CACHE });
}

/** `directoryOrigin`: where the page's directory links lead, as {@link notFoundPage} says. */
export function sendNotFoundPage(
  reply: FastifyReply,
  page: PageLanguage,
  urls: SiteUrls,
  directoryOrigin = '',
): FastifyReply {
  return sendNotFoundHtml(reply, notFoundPage(page, urls, directoryOrigin));
}

/** The answer varies with the visitor's locale: their `locale` cookie, then their browser's languages. */
const VISITOR_LANGUAGE_VARY = 'Cookie, Accept-Language';

/** A page of a host every country shares: it also assumes a country (server/pages/visitor-locale.ts). */
export interface VisitorPageLanguage extends PageLanguage {
  /** The visitor's country site: its directory and guides, a phone's default country, the city search's. */
  country: CountryCode;
}

/**
 * The policy of the hosts that serve every country (the project site, the back-office): their pages speak
 * the visitor's locale (`requestLocale`) and say so to caches, and are kept by no cache, not even the
 * browser's, since they show the signed-in user's own data (ASVS 8.2.1), as the API's answers do.
 */
export function visitorLanguagePages(urls: SiteUrls): HostPagePolicy<VisitorPageLanguage> {
  const publicHttps = urls.project.startsWith('https:');
  const describe = (request: FastifyRequest, reply: FastifyReply): VisitorPageLanguage => {
    reply.header('vary', VISITOR_LANGUAGE_VARY);
    const { language, country } = requestLocale(request, reply, publicHttps);
    return { language, lang: localeTag({ language, country }), brand: SITES[DEFAULT_COUNTRY].brand, country };
  };
  return {
    urls,
    describe,
    cacheControl: NEVER_STORED,
    // These hosts have no directory: their not-found page's directory links lead to the visitor's country site.
    notFound: (request, reply) => {
      const page = describe(request, reply);
      return sendNotFoundPage(reply, page, urls, countrySiteOrigin(urls, page.country));
    },
  };
}
