import type { FastifyInstance } from 'fastify';
import * as marketingApi from '@shared/api/contract/back-office/marketing';
import { registerEndpoint } from '@server/http/register-endpoint';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { activePromotion, dismissPromotion } from './promotions';

/** The dashboard's promotional alert and popup (docs/product/back-office.md#marketing), and their dismissal. */
export function registerMarketingRoutes(app: FastifyInstance, { db, clock }: BackOfficeDependencies): void {
  registerEndpoint(app, marketingApi.activePromotionalAlert, async ({ caller }) => ({
    promotion: await activePromotion(db, caller, 'alert', clock.now()),
  }));
  registerEndpoint(app, marketingApi.activePromotionalPopup, async ({ caller }) => ({
    promotion: await activePromotion(db, caller, 'popup', clock.now()),
  }));
  registerEndpoint(app, marketingApi.dismissPromotionalAlert, async ({ input, caller }) => {
    await dismissPromotion(db, caller.providerId, 'alert', input.id, clock.now());
    return { success: true as const };
  });
  registerEndpoint(app, marketingApi.dismissPromotionalPopup, async ({ input, caller }) => {
    await dismissPromotion(db, caller.providerId, 'popup', input.id, clock.now());
    return { success: true as const };
  });
}
