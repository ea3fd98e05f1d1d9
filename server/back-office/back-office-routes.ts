import type { FastifyInstance } from 'fastify';
import * as backOfficeApi from '@shared/api/contract/back-office';
import type { Database } from '../db/database';
import type { Clock } from '../http/clock';
import { HttpError } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { actOnInboxRequest, type InboxAction } from './inbox-requests';

/**
 * The provider back-office's API. Each route is a `provider` endpoint: the caller's company comes resolved from
 * the session (never from the request), so a provider can only ever read and change its own.
 */
export function registerBackOfficeRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerEndpoint(app, backOfficeApi.myCompany, async ({ caller }) => {
    const [company] = await db.query<backOfficeApi.CompanySummary>(
      'SELECT id, name, slug, published FROM providers WHERE id = $1',
      [caller.providerId],
    );
    if (!company) throw new HttpError(404, 'server.providerNotFound');
    return { company };
  });

  const inboxActions = [
    [backOfficeApi.eventRequest, 'open'],
    [backOfficeApi.unlockEventRequest, 'accept'],
    [backOfficeApi.rejectEventRequest, 'decline'],
  ] as const satisfies readonly (readonly [unknown, InboxAction])[];
  for (const [endpoint, action] of inboxActions) {
    registerEndpoint(app, endpoint, async ({ params, caller }) => ({
      request: await db.transaction((tx) =>
        actOnInboxRequest(tx, caller.providerId, params.uuid, action, clock.now()),
      ),
    }));
  }
}
