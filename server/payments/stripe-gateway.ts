import Stripe from 'stripe';
import type {
  CheckoutOrder,
  ManagementRequest,
  OpenedCheckout,
  PaymentGateway,
  SubscriptionOrder,
} from './payment-gateway';
import { PROVIDER_METADATA_KEY, verifyStripeSignedEvent } from './stripe-events';

export interface StripeSettings {
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`), from Stripe's dashboard. */
  webhookSecret: string;
  /** Another address for Stripe's API (a test's fake, stripe-mock); unset, Stripe's own. */
  apiUrl: string | undefined;
}

/** The Stripe client, pointed at `apiUrl` when one is given. */
function stripeClient({ secretKey, apiUrl }: StripeSettings): Stripe {
  const api = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port) || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/**
 * Stripe Checkout (`PAYMENTS=stripe`): a hosted checkout session per payment, named by our payment's id
 * (`client_reference_id`), whose events come back to the webhook signed with the endpoint's secret.
 */
export function stripeGateway(settings: StripeSettings): PaymentGateway {
  const stripe = stripeClient(settings);
  return {
    name: 'stripe',
    async openCheckout(order: CheckoutOrder): Promise<OpenedCheckout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: order.paymentId,
          metadata: { payment_id: order.paymentId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: order.currency.toLowerCase(),
                unit_amount: order.amount,
                product_data: { name: order.description },
              },
            },
          ],
          locale: order.language,
          success_url: order.successUrl,
          cancel_url: order.cancelUrl,
        },
        // A retry after a lost answer opens the same session, never a second one.
        { idempotencyKey: `checkout-${order.paymentId}` },
      );
      if (!session.url) throw new Error(`Stripe opened checkout ${session.id} without a URL`);
      return { session: session.id, url: session.url };
    },
    async openSubscriptionCheckout(order: SubscriptionOrder): Promise<OpenedCheckout> {
      const metadata = { [PROVIDER_METADATA_KEY]: String(order.providerId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        // The subscription carries our provider's id, and through it every invoice and event about it.
        metadata,
        subscription_data: { metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.amount,
              recurring: { interval: 'month' },
              product_data: { name: order.description },
            },
          },
        ],
        locale: order.language,
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe opened checkout ${session.id} without a URL`);
      return { session: session.id, url: session.url };
    },
    async openManagement(request: ManagementRequest): Promise<{ url: string }> {
      if (!request.customer) throw new Error(`subscription ${request.subscription} has no customer yet`);
      const portal = await stripe.billingPortal.sessions.create({
        customer: request.customer,
        return_url: request.returnUrl,
        locale: request.language,
      });
      return { url: portal.url };
    },
    verifyEvent: (rawBody, signature, now) =>
      verifyStripeSignedEvent(rawBody, signature, settings.webhookSecret, now),
  };
}
