import type { FastifyInstance } from 'fastify';
import * as leadDisputesApi from '@shared/api/contract/back-office/lead-disputes';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { INBOX_REQUESTS } from '../event-requests/inbox-requests';
import { registerOwnedEndpoint } from '../ownership';
import { openDispute } from './lead-disputes';

/** A provider's claim about an unlocked lead of its inbox; another provider's request answers 404. */
export function registerLeadDisputeRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  registerOwnedEndpoint(
    app,
    leadDisputesApi.disputeEventRequest,
    { db, owns: INBOX_REQUESTS, by: 'uuid' },
    async ({ owned, input }) => ({
      dispute: await db.transaction((tx) =>
        openDispute(tx, { eventRequestId: owned, reason: input.reason, now: clock.now() }),
      ),
    }),
  );
}
