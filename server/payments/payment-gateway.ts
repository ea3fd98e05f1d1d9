import type { Currency } from '@shared/api/contract/back-office/credits';
import type { Language } from '@shared/i18n';

/** The gateways a payment goes through (`PAYMENTS`): our own sandbox checkout, or Stripe Checkout. */
export const GATEWAY_NAMES = ['sandbox', 'stripe'] as const;
export type GatewayName = (typeof GATEWAY_NAMES)[number];

/** The placeholder a gateway replaces with its session's id in the success address (Stripe's own). */
export const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** What the provider is about to pay for, as a checkout page shows it. */
export interface CheckoutOrder {
  /** Our payment's id: every event the gateway sends about the checkout names it. */
  paymentId: string;
  /** The line the checkout shows ("10 crédits"), in the provider's language. */
  description: string;
  /** Minor units, VAT included. */
  amount: number;
  currency: Currency;
  language: Language;
  /** Where the browser comes back once paid, with `SESSION_PLACEHOLDER` where the session's id goes. */
  successUrl: string;
  /** Where it comes back when the provider gives up. */
  cancelUrl: string;
}

export interface OpenedCheckout {
  /** The gateway's id of the checkout session. */
  session: string;
  /** The checkout page the browser is sent to. */
  url: string;
}

/** What an event says happened to a checkout, in our words (payments' states, migration 030). */
export type CheckoutOutcome = 'paid' | 'confirmsLater' | 'failed' | 'expired';

/** A gateway's event, once its signature is verified. */
export interface PaymentEvent {
  id: string;
  /** The gateway's own name of the event (`checkout.session.completed`), kept with it. */
  type: string;
  /** What it says of one of our checkouts; null for an event about anything else, stored and ignored. */
  checkout: {
    paymentId: string;
    session: string;
    outcome: CheckoutOutcome;
    /** What the gateway says was charged, checked against the payment before anything is granted. */
    amount: number | null;
    currency: string | null;
  } | null;
  /** What it says of a premium subscription (server/payments/subscriptions.ts); absent or null otherwise. */
  subscription?: SubscriptionChange | null;
}

/**
 * Where an event leaves a subscription, in our words: `active` until its period's end, `past_due` (a renewal
 * not paid: no longer premium), `canceled` (now); `incomplete` only links a completed checkout to the
 * subscription it opened, before the subscription's own events say its period.
 */
export type SubscriptionStatus = 'incomplete' | 'active' | 'past_due' | 'canceled';

export interface SubscriptionChange {
  /** The gateway's id of the subscription (`sub_…`). */
  subscription: string;
  /** Our provider, as the subscription's metadata names it (set when its checkout was opened). */
  providerId: number;
  customer: string | null;
  status: SubscriptionStatus;
  /** Null when the event does not say (a checkout's completion): the row keeps its own. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  /** The checkout session that opened it, when the event is that checkout's completion. */
  checkoutSession: string | null;
  /** When the gateway created the event: an older event never moves the subscription back. */
  createdAt: Date;
}

/** The premium plan's checkout: one plan, monthly, at its country's price. */
export interface SubscriptionOrder {
  providerId: number;
  /** The line the checkout shows ("Premium, mensuel"), in the provider's language. */
  description: string;
  /** Minor units a month, VAT included. */
  amount: number;
  currency: Currency;
  language: Language;
  successUrl: string;
  cancelUrl: string;
}

/** Where a provider changes or cancels its subscription: the gateway's page for it. */
export interface ManagementRequest {
  providerId: number;
  subscription: string;
  customer: string | null;
  language: Language;
  /** Where the page sends the browser back. */
  returnUrl: string;
}

/** A delivery whose signature is missing, forged or out of its time tolerance: answered 400, nothing kept. */
export class PaymentEventRefused extends Error {}

/**
 * A payment gateway: it opens a checkout for an order, and verifies the events it delivers to the webhook
 * (server/payments/payment-webhook.ts). Only a verified event moves a payment on.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  openCheckout(order: CheckoutOrder): Promise<OpenedCheckout>;
  /** Opens the premium plan's checkout (a subscription, billed monthly until canceled). */
  openSubscriptionCheckout(order: SubscriptionOrder): Promise<OpenedCheckout>;
  /** Opens the page where the provider changes its payment method, cancels or resumes its subscription. */
  openManagement(request: ManagementRequest): Promise<{ url: string }>;
  /**
   * The event of one delivery: its signature checked on the raw body, at `now` (the app's clock), within the
   * tolerance; throws `PaymentEventRefused` otherwise.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined, now: Date): PaymentEvent;
}
