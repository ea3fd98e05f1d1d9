import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as providersApi from '@shared/api/contract/providers';
import { translate } from '../i18n/translate';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { requestLanguage } from '../http/describe-issues';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { providersAlreadyReached } from '../event-requests/send-rules';
import { findOwnedProject } from '../projects/projects';
import { publishedProviderCard } from './provider-cards';
import { suggestProviders } from './suggest-providers';

export function registerProviderRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  /**
   * Besides `exclude`, the providers a send would answer already-sent: a card the couple cannot contact is no
   * suggestion (docs/product/projects-and-requests.md#one-contact-per-provider).
   */
  async function leavingOutReached(
    exclude: readonly number[],
    userId: number,
    projectId: number | null,
  ): Promise<number[]> {
    const now = clock.now();
    return [...exclude, ...(await providersAlreadyReached(db, { userId, projectId, among: null, now }))];
  }

  /** The ranking's picks for one of the caller's projects, leaving out `exclude`. */
  async function suggestionsFor(
    request: FastifyRequest,
    userId: number,
    projectId: number,
    exclude: readonly number[],
  ) {
    const project = await findOwnedProject(db, userId, projectId);
    if (!project) throw new HttpError(404, 'server.projectNotFound');
    const { latitude, longitude } = project;
    if (latitude === null || longitude === null) {
      return {
        success: false as const,
        error: translate(requestLanguage(request), 'server.cityNotFound'),
        error_slug: providersApi.SUGGESTION_ERRORS.cityNotFound,
      };
    }
    const placed = { ...project, latitude, longitude };
    const prestataires = await suggestProviders(db, placed, clock.now(), {
      exclude: await leavingOutReached(exclude, userId, project.id),
    });
    return { success: true as const, prestataires };
  }

  registerEndpoint(app, providersApi.getSuggestedProviders, ({ input, caller, request }) =>
    suggestionsFor(request, caller.userId, input.project, []),
  );

  registerEndpoint(app, providersApi.getMoreSuggestedProviders, ({ input, caller, request }) =>
    suggestionsFor(request, caller.userId, input.project, input.exclude ?? []),
  );

  registerEndpoint(app, providersApi.suggestPlannersForAnswers, async ({ input, caller }) => {
    const answers = {
      id: null,
      latitude: input.latitude,
      longitude: input.longitude,
      country: input.country ?? null,
      languages: input.languages ?? [],
    };
    const exclude = input.exclude ?? [];
    const prestataires = await suggestProviders(db, answers, clock.now(), {
      exclude: caller ? await leavingOutReached(exclude, caller.userId, null) : exclude,
    });
    return { success: true as const, prestataires };
  });

  registerEndpoint(app, providersApi.getPlanner, async ({ params }) => {
    const prestataire = await publishedProviderCard(db, params.id, clock.now());
    if (!prestataire) throw new HttpError(404, 'server.providerNotFound');
    return { success: true as const, prestataire };
  });
}
