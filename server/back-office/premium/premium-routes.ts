import type { FastifyInstance } from 'fastify';
import * as premiumApi from '@shared/api/contract/back-office/premium';
import { isCountryCode } from '@shared/sites';
import type { Queryable } from '@server/db/database';
import { requestLanguage } from '@server/http/describe-issues';
import { HttpError } from '@server/http/http-error';
import { registerEndpoint } from '@server/http/register-endpoint';
import { translate } from '@server/i18n/translate';
import { SESSION_PLACEHOLDER } from '@server/payments/payment-gateway';
import {
  PREMIUM_CANCELED_PATH,
  PREMIUM_SUCCESS_PATH,
  PREMIUM_UPDATED_PATH,
  PREMIUM_MONTHLY_PRICE,
  premiumStandingOf,
} from '@server/payments/subscriptions';
import type { BackOfficeDependencies } from '../back-office-dependencies';
import { currencyOf } from '../credits/credit-packs';

async function currencyOfProvider(db: Queryable, providerId: number) {
  const [row] = await db.query<{ country: string }>('SELECT country FROM providers WHERE id = $1', [
    providerId,
  ]);
  return currencyOf(row && isCountryCode(row.country) ? row.country : 'FR');
}

/** A gateway that does not answer: nothing was opened, nothing changed. */
function unavailable(error: unknown): HttpError {
  return Object.assign(new HttpError(502, 'server.paymentGatewayUnavailable'), { cause: error });
}

/**
 * The provider's premium: its standing (read at the app's time: a period over is over before the expiry
 * check runs), subscribing (the gateway's checkout) and managing (the gateway's page). Premium itself comes
 * with the gateway's verified events only (server/payments/subscriptions.ts).
 */
export function registerPremiumRoutes(
  app: FastifyInstance,
  { db, clock, payments, urls }: BackOfficeDependencies,
): void {
  registerEndpoint(app, premiumApi.premiumStanding, async ({ caller }) => {
    const [standing, currency] = await Promise.all([
      premiumStandingOf(db, caller.providerId, clock.now()),
      currencyOfProvider(db, caller.providerId),
    ]);
    return {
      premium: standing.premium,
      status: standing.status,
      currentPeriodEnd: standing.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: standing.cancelAtPeriodEnd,
      price: PREMIUM_MONTHLY_PRICE[currency],
      currency,
    };
  });

  registerEndpoint(app, premiumApi.subscribePremium, async ({ caller, request }) => {
    if (!payments) throw new HttpError(503, 'server.paymentGatewayUnavailable');
    const standing = await premiumStandingOf(db, caller.providerId, clock.now());
    // A subscription past due is still running: its payment is fixed on its management page, not by a second one.
    if (standing.premium || standing.status === 'past_due') throw new HttpError(409, 'server.alreadyPremium');
    const currency = await currencyOfProvider(db, caller.providerId);
    const language = requestLanguage(request);
    try {
      const opened = await payments.openSubscriptionCheckout({
        providerId: caller.providerId,
        description: translate(language, 'payments.premium.plan'),
        amount: PREMIUM_MONTHLY_PRICE[currency],
        currency,
        language,
        successUrl: `${urls.backOffice}${PREMIUM_SUCCESS_PATH}?session=${SESSION_PLACEHOLDER}`,
        cancelUrl: `${urls.backOffice}${PREMIUM_CANCELED_PATH}`,
      });
      return { checkoutUrl: opened.url };
    } catch (error) {
      throw unavailable(error);
    }
  });

  registerEndpoint(app, premiumApi.updatePremium, async ({ caller, request }) => {
    if (!payments) throw new HttpError(503, 'server.paymentGatewayUnavailable');
    const { subscription, status } = await premiumStandingOf(db, caller.providerId, clock.now());
    // Only a subscription of this gateway, still running, has a page there to change or cancel it.
    if (
      !subscription ||
      subscription.gateway !== payments.name ||
      status === 'canceled' ||
      status === 'incomplete'
    ) {
      throw new HttpError(409, 'server.noSubscription');
    }
    try {
      return await payments.openManagement({
        providerId: caller.providerId,
        subscription: subscription.gatewaySubscription,
        customer: subscription.customer,
        language: requestLanguage(request),
        returnUrl: `${urls.backOffice}${PREMIUM_UPDATED_PATH}`,
      });
    } catch (error) {
      throw unavailable(error);
    }
  });
}
