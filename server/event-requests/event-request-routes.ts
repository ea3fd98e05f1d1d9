import type { FastifyInstance } from 'fastify';
import * as providersApi from '@shared/api/contract/providers';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import type { SiteUrls } from '../pages/seo/public-site';
import { HttpError, invalidField, tooManyRequests } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { findOwnedProject } from '../projects/projects';
import { isPublishedProvider, publishedProviderIds } from '../providers/published-provider';
import { sendEventRequest } from './send-event-request';
import { sendToChosenProviders } from './send-to-chosen-providers';

export function registerEventRequestRoutes(
  app: FastifyInstance,
  {
    db,
    clock,
    urls,
    wakeMailWorker,
  }: {
    db: Database;
    clock: Clock;
    urls: Pick<SiteUrls, 'backOffice'>;
    /** Each request sent queues its provider's email: the worker is woken once the send has committed. */
    wakeMailWorker: () => void;
  },
): void {
  registerEndpoint(app, providersApi.sendToProvider, async ({ input, caller }) => {
    // Someone else's project answers exactly like a missing one: nothing tells the caller it exists.
    const project = await findOwnedProject(db, caller.userId, input.project);
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    if (project.status === 'closed') throw new HttpError(409, 'server.projectClosed');
    if (!(await isPublishedProvider(db, input.prestataire)))
      throw new HttpError(404, 'server.providerNotFound');
    const outcome = await sendEventRequest(db, {
      userId: caller.userId,
      projectId: project.id,
      providerId: input.prestataire,
      message: input.message || null,
      projectMessage: project.message,
      backOfficeUrl: urls.backOffice,
      now: clock.now(),
    });
    if (outcome.sent) {
      wakeMailWorker();
      return { success: true as const, eventRequest: { id: outcome.id } };
    }
    if (outcome.error === 'daily-limit')
      throw tooManyRequests('server.tooManyRequestsSent', outcome.retryAfterSeconds);
    return { success: false as const, error: outcome.error };
  });

  registerEndpoint(app, providersApi.chooseProviders, async ({ input, caller }) => {
    const project = await findOwnedProject(db, caller.userId, input.project);
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    if (project.status === 'closed') throw new HttpError(409, 'server.projectClosed');
    const published = await publishedProviderIds(db, input.prestataires);
    // One provider the couple cannot contact refuses the whole choice: nothing is sent.
    if (input.prestataires.some((id) => !published.has(id)))
      throw invalidField('prestataires', 'server.providerNotFound');
    const outcome = await sendToChosenProviders(db, {
      userId: caller.userId,
      projectId: project.id,
      providerIds: input.prestataires,
      message: input.message || null,
      projectMessage: project.message,
      backOfficeUrl: urls.backOffice,
      now: clock.now(),
    });
    if (outcome.done && outcome.sent.length > 0) wakeMailWorker();
    if (outcome.done) return { success: true as const, sent: outcome.sent, alreadySent: outcome.alreadySent };
    if (outcome.error === 'daily-limit')
      throw tooManyRequests('server.tooManyRequestsSent', outcome.retryAfterSeconds);
    return { success: false as const, error: outcome.error, sent: [], alreadySent: outcome.alreadySent };
  });
}
