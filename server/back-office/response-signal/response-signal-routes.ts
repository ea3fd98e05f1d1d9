import type { FastifyInstance } from 'fastify';
import * as responseSignalApi from '@shared/api/contract/back-office/response-signal';
import { registerEndpoint } from '@server/http/register-endpoint';
import { leadsAwaitingAnswer, responseSignalOfProvider } from '@server/providers/response-signal';
import {
  RESPONDS_QUICKLY,
  RESPONSE_SIGNAL_DAYS,
  RESPONSE_WINDOW_HOURS,
} from '@shared/validation/response-signal';
import type { BackOfficeDependencies } from '../back-office-dependencies';

/** How fast the provider answers its leads, for the dashboard. */
export function registerResponseSignalRoutes(
  app: FastifyInstance,
  { db, clock }: BackOfficeDependencies,
): void {
  registerEndpoint(app, responseSignalApi.responseSignal, async ({ caller }) => {
    const now = clock.now();
    const signal = await responseSignalOfProvider(db, caller.providerId, now);
    const waiting = await leadsAwaitingAnswer(
      db,
      caller.providerId,
      now,
      responseSignalApi.WAITING_LEADS_SHOWN,
    );
    return {
      signal: {
        requests: signal.requests,
        responses: signal.responses,
        rate: signal.rate,
        medianMinutes: signal.medianResponseMs === null ? null : Math.round(signal.medianResponseMs / 60_000),
        respondsQuickly: signal.respondsQuickly,
      },
      rule: {
        windowDays: RESPONSE_SIGNAL_DAYS,
        minRequests: RESPONDS_QUICKLY.minRequests,
        minRate: RESPONDS_QUICKLY.minRate,
        maxMedianHours: RESPONDS_QUICKLY.maxMedianHours,
        responseWindowHours: RESPONSE_WINDOW_HOURS,
      },
      waiting: waiting.map((lead) => ({ id: lead.id, sentAt: lead.sentAt.toISOString() })),
    };
  });
}
