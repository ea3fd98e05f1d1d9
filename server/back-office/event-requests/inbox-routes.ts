import type { FastifyInstance } from 'fastify';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { registerOwnedEndpoint } from '../ownership';
import { declineLead, existingLead, INBOX_REQUESTS, listLeads, openLead } from './inbox-requests';
import { queueUnlockNotice } from './lead-notifications';
import { unlockLead } from './lead-unlock';

/** The provider's leads: the inbox, one lead (read for the couple once opened), unlocking it, declining it. */
export function registerInboxRoutes(
  app: FastifyInstance,
  { db, clock, wakeMailWorker, wakeSmsWorker }: BackOfficeDependencies,
): void {
  registerEndpoint(app, eventRequestsApi.eventRequests, ({ input, caller }) =>
    listLeads(db, caller.providerId, input, clock.now()),
  );
  const owned = { db, owns: INBOX_REQUESTS, by: 'uuid' } as const;
  registerOwnedEndpoint(app, eventRequestsApi.eventRequest, owned, async ({ owned: uuid }) => ({
    request: await openLead(db, uuid, clock.now()),
  }));
  registerOwnedEndpoint(app, eventRequestsApi.unlockEventRequest, owned, async ({ owned: uuid, caller }) => {
    const now = clock.now();
    await db.transaction((tx) =>
      unlockLead(tx, { uuid, providerId: caller.providerId, now, onLeadUnlocked: queueUnlockNotice }),
    );
    // The couple's notice, queued in the unlock's transaction, goes out now that it has committed.
    wakeSmsWorker();
    wakeMailWorker();
    return { request: await existingLead(db, uuid, now) };
  });
  registerOwnedEndpoint(app, eventRequestsApi.rejectEventRequest, owned, async ({ owned: uuid, input }) => ({
    request: await db.transaction((tx) => declineLead(tx, uuid, input, clock.now())),
  }));
}
