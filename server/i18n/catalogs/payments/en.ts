import type { PaymentsTexts } from './fr';

export const en: PaymentsTexts = {
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} credits',
    sandbox: {
      title: 'Payment (sandbox)',
      lead: 'Test page: no money moves. It does what a bank’s payment page would.',
      order: 'Order',
      amount: 'Amount, VAT included',
      pay: 'Pay',
      payLater: 'Pay by direct debit (confirmed later)',
      settle: 'Confirm the direct debit',
      fail: 'Make the payment fail',
      abandon: 'Give up',
      confirmsLater: 'The direct debit is waiting for the bank’s confirmation.',
      closed: 'This payment is over.',
    },
    success: {
      title: 'Your payment',
      paid: 'Payment received: {{credits}} credits were added to your balance.',
      pending:
        'Your payment is being confirmed: your credits will arrive as soon as we have the confirmation.',
      confirmsLater:
        'Your payment is pending: the bank confirms this payment method later, and your credits will arrive then.',
      failed: 'The payment failed: no credits were added and nothing was charged.',
      expired: 'The payment was given up: no credits were added and nothing was charged.',
      unknown: 'We cannot find this payment.',
      refresh: 'Check again',
      toCredits: 'See my credits',
      receipt: 'See the receipt',
    },
    premium: {
      plan: 'Premium, monthly',
      sandbox: {
        title: 'Subscription (sandbox)',
        lead: 'A test page: no money moves. It does what a bank’s subscription page would.',
        price: 'Price a month, VAT included',
        subscribe: 'Subscribe',
        fail: 'Make the payment fail',
        abandon: 'Give up',
        declined: 'The payment was declined: nothing was charged. Try again or give up.',
      },
      billing: {
        title: 'Manage my subscription (sandbox)',
        renews: 'Renews on {{date}}',
        ends: 'Ends on {{date}}',
        cancelAtPeriodEnd: 'Cancel at the end of the period',
        resume: 'Resume the subscription',
        cancelNow: 'Cancel now',
        closed: 'This subscription has ended.',
      },
      success: {
        title: 'Your Premium subscription',
        active: 'You are Premium until {{date}}.',
        pending: 'Your subscription is being confirmed: Premium comes as soon as we have the confirmation.',
        ended: 'This subscription has ended.',
        unknown: 'We cannot find this subscription yet.',
        refresh: 'Check again',
        toPremium: 'See my subscription',
      },
      canceled: { title: 'No subscription taken', message: 'You did not subscribe: nothing was charged.' },
      updated: {
        title: 'Your subscription',
        message: 'Your changes take effect as soon as the payment service has confirmed them to us.',
      },
    },
  },
};
