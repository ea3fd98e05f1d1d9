import Stripe from 'stripe';
import {
  PaymentEventRefused,
  type CheckoutOutcome,
  type PaymentEvent,
  type SubscriptionChange,
  type SubscriptionStatus,
} from './payment-gateway';

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

/** The metadata key naming our provider on a subscription (and, through it, on its invoices). */
export const PROVIDER_METADATA_KEY = 'provider_id';

type Loose = Record<string, unknown>;

function loose(value: unknown): Loose {
  return typeof value === 'object' && value !== null ? (value as Loose) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : null;
}

function idOf(value: unknown): string | null {
  return text(value) ?? text(loose(value).id);
}

function providerIdOf(metadata: unknown): number | null {
  const id = Number(text(loose(metadata)[PROVIDER_METADATA_KEY]));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function dateOf(seconds: unknown): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/** Stripe's statuses in ours: `incomplete` (its first payment not made yet) says nothing of premium. */
function statusOf(stripeStatus: unknown): SubscriptionStatus | null {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return null;
  }
}

/**
 * What a Stripe event says of a subscription of ours, or null: a subscription's own events
 * (`customer.subscription.created/updated/deleted`), its invoices (`invoice.paid`: active until the period
 * it paid; `invoice.payment_failed`: past due), and its checkout's completion (`checkout.session.completed`
 * in mode subscription: links the session to the subscription). The period's end is read where the API
 * version puts it: on the subscription's item (2025 onwards) or on the subscription (before).
 */
function subscriptionChangeOf(event: Stripe.Event): SubscriptionChange | null {
  const object = loose(loose(event.data).object);
  const createdAt = dateOf(event.created);
  if (!createdAt) return null;
  const base = { customer: idOf(object.customer), createdAt, checkoutSession: null };
  switch (event.type) {
    case 'checkout.session.completed': {
      if (object.mode !== 'subscription') return null;
      const subscription = idOf(object.subscription);
      const providerId = providerIdOf(object.metadata);
      const session = text(object.id);
      if (!subscription || providerId === null || !session) return null;
      return {
        ...base,
        subscription,
        providerId,
        status: 'incomplete',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: null,
        checkoutSession: session,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = text(object.id);
      const providerId = providerIdOf(object.metadata);
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : statusOf(object.status);
      if (!subscription || providerId === null || !status) return null;
      const items = loose(object.items).data;
      const item = loose(Array.isArray(items) ? items[0] : null);
      return {
        ...base,
        subscription,
        providerId,
        status,
        currentPeriodEnd: dateOf(item.current_period_end) ?? dateOf(object.current_period_end),
        cancelAtPeriodEnd:
          typeof object.cancel_at_period_end === 'boolean' ? object.cancel_at_period_end : null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const details = loose(loose(object.parent).subscription_details);
      const subscription = idOf(details.subscription) ?? idOf(object.subscription);
      const providerId =
        providerIdOf(details.metadata) ?? providerIdOf(loose(object.subscription_details).metadata);
      if (!subscription || providerId === null) return null;
      const lines = loose(object.lines).data;
      const line = loose(Array.isArray(lines) ? lines[0] : null);
      return {
        ...base,
        subscription,
        providerId,
        status: event.type === 'invoice.paid' ? 'active' : 'past_due',
        currentPeriodEnd: event.type === 'invoice.paid' ? dateOf(loose(line.period).end) : null,
        cancelAtPeriodEnd: null,
      };
    }
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
    (object as { mode?: string }).mode !== 'subscription' &&
    outcome !== null &&
    paymentId !== null &&
    UUID.test(paymentId) &&
    typeof object.id === 'string';
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
    subscription: subscriptionChangeOf(event),
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
