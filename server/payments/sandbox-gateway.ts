import { randomBytes } from 'node:crypto';
import type { PaymentState } from '@shared/api/contract/back-office/credits';
import {
  SESSION_PLACEHOLDER,
  type CheckoutOrder,
  type OpenedCheckout,
  type PaymentGateway,
} from './payment-gateway';
import { stripeSignature, verifyStripeSignedEvent } from './stripe-events';

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
}

/**
 * The sandbox checkout (`PAYMENTS=sandbox`, the default outside production): a page of our own where the
 * provider pays, fails or gives up, each action delivered to the webhook as a signed event; nothing leaves the
 * server. `origin` is the back-office's, where its page is.
 */
export function sandboxGateway({ secret, origin }: { secret: string; origin: string }): SandboxGateway {
  return {
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
