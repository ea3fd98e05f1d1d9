import type { FastifyInstance } from 'fastify';
import * as draftsApi from '@shared/api/contract/project-drafts';
import type { Queryable } from '../db/database';
import type { Clock } from '../http/clock';
import { registerEndpoint } from '../http/register-endpoint';
import { discardDraft, findDraft, saveDraft } from './project-drafts';

export function registerProjectDraftRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Queryable; clock: Clock },
): void {
  registerEndpoint(app, draftsApi.projectDraft, async ({ caller }) => ({
    success: true as const,
    draft: await findDraft(db, caller.userId),
  }));

  registerEndpoint(app, draftsApi.saveProjectDraft, async ({ input, caller }) => ({
    success: true as const,
    draft: await saveDraft(db, caller.userId, input, clock.now()),
  }));

  registerEndpoint(app, draftsApi.discardProjectDraft, async ({ caller }) => {
    await discardDraft(db, caller.userId);
    return { success: true as const };
  });
}
