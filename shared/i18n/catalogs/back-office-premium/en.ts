import type french from './fr';

export default {
  backOfficePremium: {
    title: 'Premium subscription',
    mark: 'Premium member',
    intro:
      'Premium puts you at the top of the directory’s listings and ranks you higher in the suggestions made to couples. One subscription, monthly, cancel any time.',
    heading: 'Your subscription',
    loading: 'Loading your subscription…',
    loadFailed: 'Your subscription could not be loaded.',
    renews: 'You are Premium. The subscription renews on {{date}}.',
    ends: 'You are Premium until {{date}}: the subscription ends then.',
    pastDue: 'The last payment of your subscription failed: Premium is suspended until it is paid.',
    ended: 'Your Premium subscription has ended.',
    none: 'You are not Premium.',
    price: '{{price}} a month',
    vatIncluded: 'VAT included',
    subscribe: 'Subscribe',
    subscribing: 'Taking you to the payment…',
    manage: 'Change or cancel',
    managing: 'Taking you to your subscription’s management…',
  },
} satisfies typeof french;
