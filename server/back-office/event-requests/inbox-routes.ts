import type { FastifyInstance } from 'fastify';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerEndpoint } from '@server/http/register-endpoint';
import { actOnInboxRequest, type InboxAction } from './inbox-requests';

/** The requests couples sent to the provider: reading one, accepting it, declining it. */
export function registerInboxRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  const inboxActions = [
    [eventRequestsApi.eventRequest, 'open'],
    [eventRequestsApi.unlockEventRequest, 'accept'],
    [eventRequestsApi.rejectEventRequest, 'decline'],
  ] as const satisfies readonly (readonly [unknown, InboxAction])[];
  for (const [endpoint, action] of inboxActions) {
    registerEndpoint(app, endpoint, async ({ params, caller }) => ({
      request: await db.transaction((tx) =>
        actOnInboxRequest(tx, caller.providerId, params.uuid, action, clock.now()),
      ),
    }));
  }
}
