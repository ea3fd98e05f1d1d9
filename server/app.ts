import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { DEFAULT_MAX_BODY_BYTES } from '@shared/api/endpoint';
import type { ErrorBody } from '@shared/api/error-body';
import { translate } from './i18n/translate';
import { registerCallerIdentification } from './auth/identify-caller';
import type { Config } from './config';
import type { Database } from './db/database';
import { DatabaseUnavailableError } from './db/database-unavailable';
import { createDirectoryAreas } from './directory/areas';
import { createListingCounts } from './directory/listing-counts';
import { siteUrls } from './hosts';
import type { Clock } from './http/clock';
import { decorateClientKey } from './http/client-key';
import { databaseUnavailable } from './http/database-outage';
import { registerCompression } from './http/compression';
import { requestLanguage } from './http/describe-issues';
import { registerHostRouting } from './http/host-routing';
import { HttpError } from './http/http-error';
import { livenessProbe } from './http/liveness';
import { refuseUncleanPathSegments } from './http/path-params';
import { proxyTrust } from './http/proxy-trust';
import { registerHealthChecks } from './http/readiness';
import { registerSecurityHeaders } from './http/security-headers';
import { serverTimeouts } from './http/server-timeouts';
import { closeRateLimitRedis, connectRateLimitRedis, redisRateLimitStore } from './http/shared-rate-limit';
import type { ImageService } from './media/image-service';
import { localImageService } from './media/local-image-service';
import { logDatabaseAvailability } from './observability/database-availability-log';
import { countedMailTransport, countedSmsTransport } from './observability/counted-transports';
import { cspReportRoutes } from './observability/csp-reports';
import { operatorLogger } from './observability/logger-options';
import { registerMetrics } from './observability/metrics-route';
import { echoRequestIds, requestIdOf } from './observability/request-id';
import { configurePages } from './pages/layout';
import { paymentGatewayFromConfig } from './payments/gateway-from-config';
import { apiPlugin } from './plugins/api';
import { assetsPlugin } from './plugins/assets';
import { backOfficeApiPlugin } from './back-office/back-office-api';
import { backOfficePlugin } from './plugins/back-office';
import { devPlugin } from './plugins/dev';
import { registerNotFound } from './plugins/not-found';
import { projectSitePlugin } from './plugins/project-site';
import { publicSitePlugin } from './plugins/public-site';
import { createMailWorker, type MailWorker } from './mail/mail-worker';
import { refundUnreachableLead } from './back-office/lead-disputes/fair-charge';
import { responseMarksRefresh } from './providers/response-signal';
import { premiumExpiry } from './payments/subscriptions';
import { reviewInvitationSweep, reviewInviter } from './reviews/review-invitations';
import { createSmsWorker, type SmsWorker } from './sms/sms-worker';
import { instagramFromConfig } from './instagram/instagram-from-config';
import { instagramRefresh, type InstagramRefresh } from './instagram/instagram-refresh';
import { createViewCounter, type ViewCounter } from './statistics/view-counter';
import type { MailTransport } from './mail/mail-transport';
import type { SmsTransport } from './sms/sms-transport';

/** A route as registered: its method and its path pattern (`/wedding-planner/:slug`). */
export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeSummaries: readonly RouteSummary[];
    /** Delivers the queued emails; tests that build the app with `mailDelivery: 'when-asked'` drive it. */
    readonly mailWorker: MailWorker;
    /** Sends the queued text messages (migration 031), as `mailWorker` delivers the emails. */
    readonly smsWorker: SmsWorker;
    /** Copies the linked Instagram accounts' posts (server/instagram/); tests run it at the time they choose. */
    readonly instagramRefresh: InstagramRefresh;
    /** The public pages' views waiting to be written (server/statistics/view-counter.ts); tests flush it. */
    readonly viewCounter: ViewCounter;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  sms: SmsTransport;
  mail: MailTransport;
  /**
   * `background` (the default): queued emails and text messages are delivered after each commit and on a
   * timer, and the "responds quickly" marks refreshed on a timer. `when-asked`: only when the caller runs
   * `app.mailWorker` or `app.smsWorker` (tests that look at the queues before their delivery).
   */
  mailDelivery?: 'background' | 'when-asked';
  clock: Clock;
  /** Fastify's logger option: true in production; tests pass a stream to read what was logged. */
  logger?: FastifyServerOptions['logger'];
  /** The image service; by default the local one of the configuration. Tests pass one whose renders they hold. */
  images?: ImageService;
}

export async function buildApp({
  config,
  db,
  sms: givenSms,
  mail: givenMail,
  mailDelivery = 'background',
  clock,
  logger = false,
  images = localImageService(config),
}: AppDependencies): Promise<FastifyInstance> {
  const trust = proxyTrust(config.trustProxy);
  const timeouts = serverTimeouts(config.requestTimeoutMs);
  const liveness = livenessProbe(timeouts);
  const app = Fastify({
    logger: operatorLogger(logger),
    genReqId: requestIdOf,
    trustProxy: trust,
    // Routes outside the contract (forms, the demo echo) read small bodies; each contract endpoint sets its own.
    bodyLimit: DEFAULT_MAX_BODY_BYTES,
    // A request reaching a closing server (on a kept-alive connection) is served, with `Connection: close`,
    // rather than refused 503: the shutdown waits for it (server/lifecycle/graceful-shutdown.ts).
    return503OnClosing: false,
    ...timeouts,
    serverFactory: liveness.serverFactory,
  });

  // Every route the app serves, contract or not: the fuzz test sends hostile requests to each of them.
  const routes: RouteSummary[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    for (const each of [method].flat()) routes.push({ method: each, url });
  });
  app.decorate('routeSummaries', routes);
  echoRequestIds(app);
  logDatabaseAvailability(app, db);
  const meters = registerMetrics(app, { config, db, clock });
  liveness.attach(app, meters.request);
  const sms = countedSmsTransport(givenSms, meters);
  const mail = countedMailTransport(givenMail, meters);
  refuseUncleanPathSegments(app);

  // Our own errors speak the caller's language; Fastify's 4xx (bad JSON, unknown route) keep their English.
  app.setErrorHandler((thrown: Error & { statusCode?: number }, request, reply) => {
    const error = thrown instanceof DatabaseUnavailableError ? databaseUnavailable() : thrown;
    if (error instanceof HttpError) {
      const language = requestLanguage(request);
      const body: ErrorBody = {
        statusCode: error.statusCode,
        error: httpStatusText(error.statusCode),
        message: error.messageIn(language),
      };
      const fields = error.fieldsIn(language);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(fields ? { ...body, fields } : body);
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    return reply.code(status).send({
      statusCode: status,
      error: httpStatusText(status),
      message: status === 500 ? translate(requestLanguage(request), 'server.internalError') : error.message,
    });
  });

  await registerCompression(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  const redis = config.redisUrl ? await connectRateLimitRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => closeRateLimitRedis(redis));
  decorateClientKey(app, config.clientIpv6Prefix);
  await app.register(rateLimit, {
    global: false,
    // The same client as the SMS code cap counts: an IPv6 client by its prefix, however it rotates inside it.
    keyGenerator: (request) => request.clientKey,
    ...(redis ? { store: redisRateLimitStore(redis) } : {}),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      error: httpStatusText(context.statusCode),
      message: translate(requestLanguage(request), 'server.tooManyRequests'),
    }),
  });

  app.decorate('checksResponses', config.nodeEnv !== 'production');
  const mailWorker = createMailWorker({ db, transport: mail, clock, log: app.log });
  app.decorate('mailWorker', mailWorker);
  // A text message the transport refuses for good, about an unlocked lead, refunds the unlock (fair charge).
  const smsWorker = createSmsWorker({
    db,
    transport: sms,
    clock,
    log: app.log,
    onUndeliverable: refundUnreachableLead,
  });
  app.decorate('smsWorker', smsWorker);
  const responseMarks = responseMarksRefresh({ db, clock, log: app.log });
  const lapsedPremiums = premiumExpiry({ db, clock, log: app.log });
  const instagram = instagramFromConfig(config.instagram);
  const instagramWork = instagram.api && {
    db,
    api: instagram.api,
    images,
    tokenKey: config.instagram.tokenKey,
  };
  const instagramPosts = instagramRefresh({ work: instagramWork, clock, log: app.log });
  app.decorate('instagramRefresh', instagramPosts);
  const views = createViewCounter({ db, clock, secret: config.viewsSecret, log: app.log });
  app.decorate('viewCounter', views);
  if (mailDelivery === 'background') {
    app.addHook('onReady', async () => {
      mailWorker.start();
      smsWorker.start();
      responseMarks.start();
      lapsedPremiums.start();
      instagramPosts.start();
      views.start();
    });
  }
  app.addHook('onClose', async () => {
    await Promise.all([
      mailWorker.stop(),
      smsWorker.stop(),
      responseMarks.stop(),
      lapsedPremiums.stop(),
      views.stop(),
    ]);
    await instagramPosts.stop();
    await instagram.close();
    await mail.close?.();
  });
  registerHealthChecks(app, { db, redis });
  await app.register(cspReportRoutes);
  registerCallerIdentification(app, db, { secret: config.tokenSecret, clock });

  // Each host's routes in a plugin of its own, matched on that host only; the API and the assets on every host.
  registerHostRouting(app, config, trust);
  configurePages({ cookieDomain: config.cookieDomain });
  const urls = siteUrls(config);
  // The directory's cached geography and counts, one per process, shared by its API and its pages.
  const areas = createDirectoryAreas(db, clock, {
    counts: meters.cache('area_counts'),
    cities: meters.cache('area_cities'),
  });
  const listingCounts = createListingCounts(db, clock, meters.cache('listing_counts'));
  const wakeMailWorker = mailDelivery === 'background' ? mailWorker.wake : () => {};
  const wakeSmsWorker = mailDelivery === 'background' ? smsWorker.wake : () => {};
  // Couples invited to review the planners they hired once their event has passed (server/reviews/).
  const inviteReviewers = reviewInviter({ db, secret: config.tokenSecret, urls, wakeMailWorker, clock });
  const reviewInvitations = reviewInvitationSweep(inviteReviewers, { clock, log: app.log });
  if (mailDelivery === 'background') app.addHook('onReady', async () => reviewInvitations.start());
  app.addHook('onClose', () => reviewInvitations.stop());
  await app.register(apiPlugin({ config, db, sms, wakeMailWorker, clock, urls, areas, listingCounts }));
  await app.register(publicSitePlugin({ config, db, clock, urls, areas, listingCounts, views, redis }));
  await app.register(projectSitePlugin({ urls, db, clock, areas }));
  const payments = paymentGatewayFromConfig(config, urls.backOffice);
  await app.register(backOfficePlugin({ urls, db, clock, payments }));
  await app.register(
    backOfficeApiPlugin({
      config,
      db,
      clock,
      sms,
      wakeMailWorker,
      wakeSmsWorker,
      urls,
      redis,
      images,
      payments,
      instagram: instagramWork,
      views,
    }),
  );
  await app.register(assetsPlugin({ config, images }));
  if (config.devOutboxEnabled) await app.register(devPlugin({ config, db, inviteReviewers }));
  registerNotFound(app, config, urls);
  return app;
}

function httpStatusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
