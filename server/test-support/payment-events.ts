import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '@server/config';
import { PAYMENT_WEBHOOK_PATH } from '@server/payments/payment-webhook';
import { stripeSignature } from '@server/payments/stripe-events';
import { BACK_OFFICE_HOST } from './call-endpoint';

/** A Checkout event as Stripe writes it, about the session `session` of our payment `paymentId`. */
export function checkoutEvent(
  type: string,
  checkout: { session: string; paymentId: string; paymentStatus?: string; amount: number; currency: string },
  id = `evt_test_${randomBytes(8).toString('hex')}`,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: checkout.session,
        object: 'checkout.session',
        client_reference_id: checkout.paymentId,
        payment_status: checkout.paymentStatus ?? 'paid',
        amount_total: checkout.amount,
        currency: checkout.currency.toLowerCase(),
      },
    },
  });
}

/** The secret the configured gateway's events are signed with. */
export function webhookSecretOf(config: Config): string {
  const { payments } = config;
  if (payments.gateway === 'none') throw new Error('no payment gateway is configured');
  return payments.gateway === 'stripe' ? payments.webhookSecret : payments.sandboxSecret;
}

/** Delivers `payload` to the payment webhook as the gateway would, signed with `secret` at `at`. */
export function deliverEvent(
  app: FastifyInstance,
  payload: string,
  {
    secret,
    at,
    signature = stripeSignature(payload, secret, at),
  }: { secret: string; at: Date; signature?: string },
) {
  return app.inject({
    method: 'POST',
    url: PAYMENT_WEBHOOK_PATH,
    headers: { host: BACK_OFFICE_HOST, 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
