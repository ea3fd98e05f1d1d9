import type { FastifyInstance } from 'fastify';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint } from '../ownership';
import { actOnInboxRequest, INBOX_REQUESTS, type InboxAction } from './inbox-requests';

/** The requests couples sent to the provider: reading one, accepting it, declining it. */
export function registerInboxRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  const inboxActions = [
    [eventRequestsApi.eventRequest, 'open'],
    [eventRequestsApi.unlockEventRequest, 'accept'],
    [eventRequestsApi.rejectEventRequest, 'decline'],
  ] as const satisfies readonly (readonly [unknown, InboxAction])[];
  for (const [endpoint, action] of inboxActions) {
    registerOwnedEndpoint(app, endpoint, { db, owns: INBOX_REQUESTS, by: 'uuid' }, async ({ owned }) => ({
      request: await db.transaction((tx) => actOnInboxRequest(tx, owned, action, clock.now())),
    }));
  }
}
