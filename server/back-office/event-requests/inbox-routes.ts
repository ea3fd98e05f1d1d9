import type { FastifyInstance } from 'fastify';
import * as eventRequestsApi from '@shared/api/contract/back-office/event-requests';
import { registerEndpoint } from '@server/http/register-endpoint';
import { refreshRespondsQuickly } from '@server/providers/response-signal';
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
      unlockLead(tx, {
        uuid,
        providerId: caller.providerId,
        now,
        onLeadUnlocked: async (unlocking, unlocked, at) => {
          await queueUnlockNotice(unlocking, unlocked, at);
          // An answer moves the provider's "responds quickly" mark now, not at the next hourly refresh.
          await refreshRespondsQuickly(unlocking, at, [caller.providerId]);
        },
      }),
    );
    // The couple's notice, queued in the unlock's transaction, goes out now that it has committed.
    wakeSmsWorker();
    wakeMailWorker();
    return { request: await existingLead(db, uuid, now) };
  });
  registerOwnedEndpoint(
    app,
    eventRequestsApi.rejectEventRequest,
    owned,
    async ({ owned: uuid, input, caller }) => {
      const now = clock.now();
      return {
        request: await db.transaction(async (tx) => {
          const declined = await declineLead(tx, uuid, input, now);
          await refreshRespondsQuickly(tx, now, [caller.providerId]);
          return declined;
        }),
      };
    },
  );
}
