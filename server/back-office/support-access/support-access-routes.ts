import type { FastifyInstance } from 'fastify';
import * as supportAccessApi from '@shared/api/contract/back-office/support-access';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { startImpersonation, stopImpersonation } from './impersonations';
import { supportLogPage } from './support-log';

/**
 * Support access (docs/product/back-office.md#support-access): an admin's session starts acting as a provider
 * and stops, and the provider reads the log of it. What is refused and logged meanwhile is
 * impersonation-supervision.ts's.
 */
export function registerSupportAccessRoutes(
  app: FastifyInstance,
  { db, clock }: BackOfficeDependencies,
): void {
  registerEndpoint(app, supportAccessApi.impersonate, async ({ input, caller }) => {
    const started = await startImpersonation(db, caller, input.provider, clock.now());
    return {
      impersonation: { adminName: started.adminName, endsAt: started.endsAt.toISOString() },
      company: started.company,
    };
  });

  registerEndpoint(app, supportAccessApi.stopImpersonating, async ({ caller }) => {
    const { impersonation } = caller;
    // A provider's own session, or another admin's, is in no access of this one's: there is nothing to stop.
    if (!impersonation) throw new HttpError(409, 'server.notImpersonating');
    const stopped = await stopImpersonation(
      db,
      { ...impersonation, sessionId: caller.sessionId },
      clock.now(),
    );
    if (!stopped) throw new HttpError(409, 'server.notImpersonating');
    return { success: true as const };
  });

  registerEndpoint(app, supportAccessApi.supportAccessLog, async ({ input, caller }) =>
    supportLogPage(db, caller.providerId, input.page),
  );
}
