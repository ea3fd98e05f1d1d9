import type { PaymentState } from '@shared/api/contract/back-office/credits';
import type { CheckoutOutcome } from './payment-gateway';

export interface PaymentStanding {
  state: PaymentState;
  confirmsLater: boolean;
}

/**
 * Where a payment goes when an event says `outcome`, or null when the event changes nothing. Gateways deliver
 * events in any order and more than once, so the rule is an order of precedence, not a sequence: money
 * received wins over everything (a `completed` after a `failed`, a success after an expiry: the provider was
 * charged, so it is paid), paid is final, and a failure or an expiry only ends a payment still pending. A
 * checkout completed with a method that confirms later stays pending, said so.
 */
export function nextPaymentStanding(
  current: PaymentStanding,
  outcome: CheckoutOutcome,
): PaymentStanding | null {
  if (current.state === 'paid') return null;
  switch (outcome) {
    case 'paid':
      return { state: 'paid', confirmsLater: current.confirmsLater };
    case 'confirmsLater':
      return current.state === 'pending' && !current.confirmsLater
        ? { ...current, confirmsLater: true }
        : null;
    case 'failed':
    case 'expired':
      return current.state === 'pending' ? { ...current, state: outcome } : null;
  }
}
