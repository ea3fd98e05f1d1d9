import type { FastifyInstance } from 'fastify';
import * as providersApi from '@shared/api/contract/providers';
import { translate } from '../i18n/translate';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { findOwnedProject } from '../projects/projects';
import { suggestProviders } from './suggest-providers';

export function registerProviderRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  registerEndpoint(app, providersApi.getSuggestedProviders, async ({ input, caller, request }) => {
    const project = await findOwnedProject(db, caller.userId, input.project);
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    const { latitude, longitude } = project;
    if (latitude === null || longitude === null) {
      return {
        success: false as const,
        error: translate(requestLanguage(request), 'server.cityNotFound'),
        error_slug: providersApi.SUGGESTION_ERRORS.cityNotFound,
      };
    }
    const prestataires = await suggestProviders(db, { ...project, latitude, longitude }, clock.now());
    return { success: true as const, prestataires };
  });
}
