import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentState } from '@shared/api/contract/back-office/credits';
import {
  SESSION_PLACEHOLDER,
  type CheckoutOrder,
  type OpenedCheckout,
  type PaymentGateway,
} from './payment-gateway';
import { PROVIDER_METADATA_KEY, stripeSignature, verifyStripeSignedEvent } from './stripe-events';

/** The sandbox's subscription checkout and its management page (server/pages/payments/sandbox-premium-pages.ts). */
export const SANDBOX_SUBSCRIBE_PATH = '/sandbox-subscribe/:session';
export const SANDBOX_BILLING_PATH = '/sandbox-billing/:token';

/** What the provider does on the sandbox's subscription pages. */
export const SANDBOX_SUBSCRIBE_ACTIONS = ['subscribe', 'fail', 'abandon'] as const;
export type SandboxSubscribeAction = (typeof SANDBOX_SUBSCRIBE_ACTIONS)[number];
export const SANDBOX_BILLING_ACTIONS = ['cancelAtPeriodEnd', 'resume', 'cancelNow'] as const;
export type SandboxBillingAction = (typeof SANDBOX_BILLING_ACTIONS)[number];

/** A subscription as the sandbox's events describe it. */
export interface SandboxSubscription {
  subscription: string;
  customer: string;
  providerId: number;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** One month on from `at`, as a monthly plan's period runs (the 31st of January runs to the end of February). */
export function monthAfter(at: Date): Date {
  const next = new Date(at);
  next.setUTCMonth(next.getUTCMonth() + 1);
  if (next.getUTCDate() !== at.getUTCDate()) next.setUTCDate(0);
  return next;
}

/** The sandbox checkout's page, on the back-office host (server/pages/payments/sandbox-checkout-pages.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-checkout/:session';

/** What the provider does on the sandbox's page: what a real checkout's customer or bank could do. */
export const SANDBOX_ACTIONS = ['pay', 'payLater', 'settle', 'fail', 'abandon'] as const;
export type SandboxAction = (typeof SANDBOX_ACTIONS)[number];

/** The Stripe event each action sends, and the payment status a completed checkout says. */
const EVENTS: Readonly<Record<SandboxAction, { type: string; paymentStatus: string }>> = {
  pay: { type: 'checkout.session.completed', paymentStatus: 'paid' },
  payLater: { type: 'checkout.session.completed', paymentStatus: 'unpaid' },
  settle: { type: 'checkout.session.async_payment_succeeded', paymentStatus: 'paid' },
  fail: { type: 'checkout.session.async_payment_failed', paymentStatus: 'unpaid' },
  abandon: { type: 'checkout.session.expired', paymentStatus: 'unpaid' },
};

/** The actions the page offers a payment in `state`: a debit confirming later can still settle or fail. */
export function sandboxActionsFor(state: PaymentState, confirmsLater: boolean): readonly SandboxAction[] {
  if (state !== 'pending') return [];
  return confirmsLater ? ['settle', 'fail'] : ['pay', 'payLater', 'fail', 'abandon'];
}

export interface SandboxGateway extends PaymentGateway {
  /**
   * The event an action on the page sends, signed as Stripe signs its own, for the webhook: the same
   * verification and processing as a real payment's.
   */
  signedEvent(
    action: SandboxAction,
    checkout: { session: string; paymentId: string; amount: number; currency: string },
    at: Date,
  ): { payload: string; signature: string };
  /** The provider a subscription checkout's session was opened for, or null for a session not ours. */
  subscriptionCheckoutOf(session: string): number | null;
  /** The subscription a management page's token was opened for, or null. */
  managedSubscriptionOf(token: string): string | null;
  /**
   * The events a subscription checkout's « S'abonner » sends: its checkout's completion and the subscription's
   * creation, active for a month, signed.
   */
  subscribedEvents(session: string, providerId: number, at: Date): { payload: string; signature: string }[];
  /** The event a management page's action sends about `subscription`, signed. */
  billingEvent(
    action: SandboxBillingAction,
    subscription: SandboxSubscription,
    at: Date,
  ): { payload: string; signature: string };
}

/**
 * The sandbox checkout (`PAYMENTS=sandbox`, the default outside production): a page of our own where the
 * provider pays, fails or gives up, each action delivered to the webhook as a signed event; nothing leaves the
 * server. `origin` is the back-office's, where its page is.
 */
export function sandboxGateway({ secret, origin }: { secret: string; origin: string }): SandboxGateway {
  // The subscription pages' addresses carry what they are about, signed: nothing to store before an event.
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url').slice(0, 32);
  const signedToken = (value: string) => `${value}.${mac(value)}`;
  const verifiedToken = (token: string): string | null => {
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || token.length > 255) return null;
    const value = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(mac(value));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  };
  const signed = (type: string, object: Record<string, unknown>, at: Date) => {
    const payload = JSON.stringify({
      id: `evt_sbx_${randomBytes(18).toString('base64url')}`,
      object: 'event',
      type,
      created: Math.floor(at.getTime() / 1000),
      data: { object },
    });
    return { payload, signature: stripeSignature(payload, secret, at) };
  };
  const subscriptionObject = (subscription: SandboxSubscription, status: string) => ({
    id: subscription.subscription,
    object: 'subscription',
    customer: subscription.customer,
    status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    metadata: { [PROVIDER_METADATA_KEY]: String(subscription.providerId) },
    items: {
      data: [{ current_period_end: Math.floor(subscription.currentPeriodEnd.getTime() / 1000) }],
    },
  });
  return {
    async openSubscriptionCheckout({ providerId }) {
      const session = signedToken(`sbxsub_${providerId}_${randomBytes(12).toString('base64url')}`);
      return { session, url: `${origin}${SANDBOX_SUBSCRIBE_PATH.replace(':session', session)}` };
    },
    async openManagement({ subscription }) {
      return { url: `${origin}${SANDBOX_BILLING_PATH.replace(':token', signedToken(subscription))}` };
    },
    subscriptionCheckoutOf(session) {
      const providerId = Number(/^sbxsub_(\d+)_/.exec(verifiedToken(session) ?? '')?.[1]);
      return Number.isSafeInteger(providerId) && providerId > 0 ? providerId : null;
    },
    managedSubscriptionOf: (token) => verifiedToken(token),
    subscribedEvents(session, providerId, at) {
      const subscription: SandboxSubscription = {
        subscription: `sub_sbx_${randomBytes(12).toString('base64url')}`,
        customer: `cus_sbx_${providerId}`,
        providerId,
        currentPeriodEnd: monthAfter(at),
        cancelAtPeriodEnd: false,
      };
      const metadata = { [PROVIDER_METADATA_KEY]: String(providerId) };
      return [
        signed(
          'checkout.session.completed',
          {
            id: session,
            object: 'checkout.session',
            mode: 'subscription',
            subscription: subscription.subscription,
            customer: subscription.customer,
            payment_status: 'paid',
            metadata,
          },
          at,
        ),
        signed('customer.subscription.created', subscriptionObject(subscription, 'active'), at),
      ];
    },
    billingEvent(action, subscription, at) {
      switch (action) {
        case 'cancelAtPeriodEnd':
        case 'resume':
          return signed(
            'customer.subscription.updated',
            subscriptionObject(
              { ...subscription, cancelAtPeriodEnd: action === 'cancelAtPeriodEnd' },
              'active',
            ),
            at,
          );
        case 'cancelNow':
          return signed(
            'customer.subscription.deleted',
            subscriptionObject({ ...subscription, cancelAtPeriodEnd: false }, 'canceled'),
            at,
          );
      }
    },
    name: 'sandbox',
    async openCheckout(_order: CheckoutOrder): Promise<OpenedCheckout> {
      const session = `sbx_${randomBytes(18).toString('base64url')}`;
      return { session, url: `${origin}${SANDBOX_CHECKOUT_PATH.replace(':session', session)}` };
    },
    verifyEvent: (rawBody, signature, now) => verifyStripeSignedEvent(rawBody, signature, secret, now),
    signedEvent(action, { session, paymentId, amount, currency }, at) {
      const { type, paymentStatus } = EVENTS[action];
      const payload = JSON.stringify({
        id: `evt_sbx_${randomBytes(18).toString('base64url')}`,
        object: 'event',
        type,
        created: Math.floor(at.getTime() / 1000),
        data: {
          object: {
            id: session,
            object: 'checkout.session',
            client_reference_id: paymentId,
            payment_status: paymentStatus,
            amount_total: amount,
            currency: currency.toLowerCase(),
          },
        },
      });
      return { payload, signature: stripeSignature(payload, secret, at) };
    },
  };
}

/** Whether `gateway` is the sandbox, whose checkout page the back-office serves. */
export function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox' && 'signedEvent' in gateway;
}

/** The success address of a checkout, once its gateway named the session. */
export function withSession(successUrl: string, session: string): string {
  return successUrl.replace(SESSION_PLACEHOLDER, encodeURIComponent(session));
}
