import Stripe from 'stripe';
import { PaymentEventRefused, type CheckoutOutcome, type PaymentEvent } from './payment-gateway';

/**
 * How old a delivery's signature may be, in seconds (Stripe's own default): an intercepted delivery cannot be
 * sent again later. A replay within it finds its event's id already stored and changes nothing.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Checkout events that move a payment, and where each leaves it. */
function outcomeOf(type: string, paymentStatus: string | null): CheckoutOutcome | null {
  switch (type) {
    case 'checkout.session.completed':
      // A card is paid when the checkout completes; a bank debit completes unpaid and confirms later.
      return paymentStatus === 'unpaid' ? 'confirmsLater' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

/** What an event says of a checkout session of ours (its `client_reference_id` is our payment's id). */
function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new PaymentEventRefused('not an event');
  }
  // Signed is not well formed: an event without the object it is about says nothing of ours.
  const object = ((event as Partial<Stripe.Event>).data?.object ?? {}) as Partial<Stripe.Checkout.Session>;
  const paymentId = object.client_reference_id ?? null;
  const outcome = outcomeOf(event.type, object.payment_status ?? null);
  const ours =
    outcome !== null && paymentId !== null && UUID.test(paymentId) && typeof object.id === 'string';
  return {
    id: event.id,
    type: event.type,
    checkout: ours
      ? {
          paymentId,
          session: object.id as string,
          outcome,
          amount: object.amount_total ?? null,
          currency: object.currency?.toUpperCase() ?? null,
        }
      : null,
  };
}

/**
 * A delivery signed the way Stripe signs its webhooks (`Stripe-Signature: t=…,v1=…`, an HMAC-SHA256 of
 * `${t}.${rawBody}` with the endpoint's secret), verified by Stripe's own library at the app's time: both
 * gateways' events go through it, so the sandbox exercises the code that guards real money. A signature from
 * further ahead than the tolerance is refused too (Stripe's library only checks the past).
 */
export function verifyStripeSignedEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date,
): PaymentEvent {
  if (!signature) throw new PaymentEventRefused('no signature');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    throw new PaymentEventRefused(error instanceof Error ? error.message : 'signature refused');
  }
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (signedAt - now.getTime() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
    throw new PaymentEventRefused('signed in the future');
  }
  return toPaymentEvent(event);
}

/** The `Stripe-Signature` header of `payload` signed with `secret` at `at`: the sandbox's and the tests'. */
export function stripeSignature(payload: string, secret: string, at: Date): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}
