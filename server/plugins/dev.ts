import type { FastifyInstance } from 'fastify';
import * as devApi from '@shared/api/contract/dev';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { demoEchoRoute } from '../dev/demo-echo';
import { registerDevRoutes } from '../dev/dev-routes';
import { mailOutboxPage } from '../dev/mail-outbox-page';
import { registerEndpoint } from '../http/register-endpoint';
import { smsOutboxPage } from '../pages/home-pages';

/**
 * Development tools, on every host: the SMS and email outboxes (their API and their pages) and the demo
 * pages' form echo.
 * The app registers this plugin outside production only, or when a staging server turns the outbox API on
 * (DEV_OUTBOX=enabled, behind its secret); the pages never reach production.
 */
export function devPlugin({
  config,
  db,
  inviteReviewers,
}: {
  config: Config;
  db: Queryable;
  /** The review invitations' sweep, run at the `now` a test gives (server/reviews/review-invitations.ts). */
  inviteReviewers: (now: Date) => Promise<number>;
}) {
  return async (app: FastifyInstance): Promise<void> => {
    if (config.devOutboxEnabled) registerDevRoutes(app, db, config.devOutboxSecret);
    if (config.nodeEnv === 'production') return;
    await app.register(demoEchoRoute);
    registerEndpoint(app, devApi.runReviewInvitations, async ({ input }) => ({
      invited: await inviteReviewers(new Date(input.now)),
    }));
    app.get<{ Querystring: { phone?: unknown } }>('/dev/sms-outbox-page', async (request, reply) => {
      const { phone } = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .send(smsOutboxPage(typeof phone === 'string' ? phone.slice(0, 32) : undefined));
    });
    app.get<{ Querystring: { to?: unknown } }>('/dev/mail-outbox-page', async (request, reply) => {
      const { to } = request.query;
      return reply
        .type('text/html; charset=utf-8')
        .send(await mailOutboxPage(db, typeof to === 'string' ? to.slice(0, 300) : undefined));
    });
  };
}
