import * as v from 'valibot';
import { endpoint } from '@shared/api/endpoint';
import { CURRENCIES } from './credits';

/**
 * A provider's premium subscription (docs/product/back-office.md#premium): one plan, billed monthly through
 * the payment gateway. The provider is premium only once the gateway's verified events say so, never with an
 * answer of these endpoints.
 */

/** Where a subscription stands, as the gateway's events left it. */
export const SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

export const premiumStandingSchema = v.object({
  /** Whether the provider is premium now: placed first in the directory and ranked up in suggestions. */
  premium: v.boolean(),
  /** Its latest subscription's status; null when it never subscribed. */
  status: v.nullable(v.picklist(SUBSCRIPTION_STATUSES)),
  /** ISO 8601: when the paid period ends (renews then, or ends then when `cancelAtPeriodEnd`). */
  currentPeriodEnd: v.nullable(v.string()),
  cancelAtPeriodEnd: v.boolean(),
  /** The plan's price a month, minor units VAT included, in the provider's country's currency. */
  price: v.number(),
  currency: v.picklist(CURRENCIES),
});
export type PremiumStandingView = v.InferOutput<typeof premiumStandingSchema>;

export const premiumStanding = endpoint({
  name: 'subscription_state',
  method: 'GET',
  path: '/api/subscription',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'The provider’s premium: whether it is premium now, its subscription’s status, when its period ends and whether it ends then, and the plan’s monthly price in its country’s currency.',
  request: v.object({}),
  response: premiumStandingSchema,
});

export const subscribePremium = endpoint({
  name: 'subscription_subscribe_premium',
  method: 'POST',
  path: '/api/subscription/subscribe-premium',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Opens the premium plan’s checkout, where the browser goes next. Nothing is granted here: premium comes with the gateway’s verified events. 409 when already premium, 502 when the gateway does not answer, 503 when the server has none.',
  request: v.object({}),
  response: v.object({ checkoutUrl: v.string() }),
  errors: [409, 502, 503],
  // Support may look and help, never spend the provider's money.
  forbiddenWhileImpersonating: true,
  example: { input: {} },
});

export const updatePremium = endpoint({
  name: 'subscription_update_premium',
  method: 'POST',
  path: '/api/subscription/update-premium',
  auth: 'provider',
  host: 'backOffice',
  summary:
    'Opens the gateway’s page where the provider changes its payment method, cancels or resumes its subscription (Stripe’s billing portal). What it does there comes back as verified events. 409 when it has no subscription to manage, 502 when the gateway does not answer, 503 when the server has none.',
  request: v.object({}),
  response: v.object({ url: v.string() }),
  errors: [409, 502, 503],
  forbiddenWhileImpersonating: true,
  example: { input: {} },
});
