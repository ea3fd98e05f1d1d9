import { describe, expect, it } from 'vitest';
import type { CheckoutOutcome } from './payment-gateway';
import { nextPaymentStanding, type PaymentStanding } from './payment-state';

const pending: PaymentStanding = { state: 'pending', confirmsLater: false };

/** Where a new payment ends after `outcomes`, in that order. */
function after(outcomes: readonly CheckoutOutcome[]): PaymentStanding {
  return outcomes.reduce((standing, outcome) => nextPaymentStanding(standing, outcome) ?? standing, pending);
}

describe('a payment’s state under events in any order', () => {
  it('ends paid whenever money was received, whatever came before or after', () => {
    expect(after(['paid']).state).toBe('paid');
    expect(after(['failed', 'paid']).state).toBe('paid');
    expect(after(['expired', 'paid']).state).toBe('paid');
    expect(after(['paid', 'failed', 'expired', 'confirmsLater']).state).toBe('paid');
    expect(after(['paid', 'confirmsLater'])).toEqual({ state: 'paid', confirmsLater: false });
  });

  it('stays pending, confirming later, until the bank says', () => {
    expect(after(['confirmsLater'])).toEqual({ state: 'pending', confirmsLater: true });
    expect(after(['confirmsLater', 'paid'])).toEqual({ state: 'paid', confirmsLater: true });
    expect(after(['confirmsLater', 'failed'])).toEqual({ state: 'failed', confirmsLater: true });
    expect(after(['failed', 'confirmsLater'])).toEqual({ state: 'failed', confirmsLater: false });
  });

  it('lets a failure or an expiry end a pending payment only, and says when nothing changes', () => {
    expect(after(['expired', 'failed']).state).toBe('expired');
    expect(nextPaymentStanding({ state: 'paid', confirmsLater: false }, 'paid')).toBeNull();
    expect(nextPaymentStanding({ state: 'failed', confirmsLater: false }, 'expired')).toBeNull();
    expect(nextPaymentStanding({ state: 'pending', confirmsLater: true }, 'confirmsLater')).toBeNull();
  });
});
