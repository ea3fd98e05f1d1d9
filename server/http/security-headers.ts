import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { VIDEO_PLAYER_ORIGINS, VIDEO_THUMBNAIL_ORIGINS } from '@shared/validation/video-url';
import type { Config } from '../config';
import { CSP_REPORT_GROUP, CSP_REPORTS_PATH } from '../observability/csp-reports';

/**
 * The Content-Security-Policy of HTML pages. The token cookies are readable by scripts
 * (docs/product/session.md#token-cookies), so this policy is what keeps an injected script from running and
 * reading them: scripts only from our own origin, no inline script (no page has one: JSON-LD blocks are data,
 * which CSP does not govern), styles only from stylesheets (elements style themselves through the CSSOM,
 * which CSP allows, never through `style` attributes or `<style>` elements), and every request the page makes
 * goes to its own host: each host answers its own API. The one exception is a provider's videos: YouTube's
 * thumbnails, and the YouTube (privacy-enhanced host) and Vimeo players a profile loads in a frame once a
 * visitor clicks play (widgets/video-facade/), exactly those hosts. What it blocks, browsers report to the
 * page's own host (`report-uri` for those without the Reporting API, `report-to` for the others), where it is
 * counted and logged (server/observability/csp-reports.ts).
 */
export const PAGE_CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", ...VIDEO_THUMBNAIL_ORIGINS],
  'frame-src': [...VIDEO_PLAYER_ORIGINS],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'report-uri': [CSP_REPORTS_PATH],
  'report-to': [CSP_REPORT_GROUP],
};

/** The Reporting API's endpoint the page policy's `report-to` names, resolved against the page's address. */
const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORTS_PATH}"`;

/** Everything that is not a page (JSON, scripts, stylesheets, images) loads nothing and is framed nowhere. */
const NON_PAGE_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful features no page uses are denied, so an injected script or a framed page cannot ask for them;
 * WebOTP (`otp-credentials`) stays on for the sign-in code. Helmet has no Permissions-Policy middleware.
 */
export const PERMISSIONS_POLICY = [
  'otp-credentials=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** One year, the value browsers' preload lists expect. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

type HeaderMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * The headers `middleware` writes, recorded once on a response no one reads: helmet's are the same for every
 * answer (no nonce, no per-request directive), so an answer costs copying them rather than helmet's fourteen
 * middlewares each validating and setting its header on the socket's response.
 */
function recordedHeaders(middleware: HeaderMiddleware): Readonly<Record<string, string>> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  middleware(response.req, response, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

const PAGE_HEADERS = {
  ...recordedHeaders(helmet.contentSecurityPolicy({ useDefaults: false, directives: PAGE_CSP_DIRECTIVES })),
  'reporting-endpoints': REPORTING_ENDPOINTS,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` on a route no browser reads (a load balancer's probe): none of the headers below. */
    securityHeaders?: false;
  }
}

/**
 * Security headers on every answer, whatever route or error produced it: helmet's set (with the non-page
 * policy) from the first hook, then the page policy on HTML answers once their type is known.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  // Only where visitors come over HTTPS: HSTS on plain HTTP is ignored, and on localhost it would stick to
  // every local port. The token cookies are on the parent domain, so every subdomain must be HTTPS too.
  const hsts = config.nodeEnv === 'production' && config.publicScheme === 'https';
  // Recorded once: Fastify's helmet plugin built the same middleware again for every request, a tenth of a
  // small answer's time, and even built once, running it cost more than the rest of a small answer's hooks.
  const everyAnswer = {
    ...recordedHeaders(
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives: NON_PAGE_CSP_DIRECTIVES },
        strictTransportSecurity: hsts ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        xFrameOptions: { action: 'deny' },
        crossOriginOpenerPolicy: { policy: 'same-origin' },
        // The three hosts share a parent domain: one may show another's images.
        crossOriginResourcePolicy: { policy: 'same-site' },
      }),
    ),
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // Through Fastify's own headers, never the socket's response: those are written in one pass with the answer's.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.securityHeaders !== false) reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.routeOptions.config.securityHeaders !== false &&
      String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      reply.headers(PAGE_HEADERS);
    }
    done(null, payload);
  });
}
