import type french from './fr';

export default {
  backOfficePremium: {
    title: 'Premium-abonnement',
    mark: 'Premium-lid',
    intro:
      'Met Premium staat u bovenaan de lijsten van de gids en komt u hoger in de suggesties aan koppels. Eén abonnement, maandelijks, altijd opzegbaar.',
    heading: 'Uw abonnement',
    loading: 'Uw abonnement wordt geladen…',
    loadFailed: 'Uw abonnement kon niet worden geladen.',
    renews: 'U bent Premium. Het abonnement wordt verlengd op {{date}}.',
    ends: 'U bent Premium tot {{date}}: dan eindigt het abonnement.',
    pastDue: 'De laatste betaling van uw abonnement is mislukt: Premium is opgeschort tot ze betaald is.',
    ended: 'Uw Premium-abonnement is beëindigd.',
    none: 'U bent geen Premium.',
    price: '{{price}} per maand',
    vatIncluded: 'btw inbegrepen',
    subscribe: 'Abonneren',
    subscribing: 'U gaat naar de betaling…',
    manage: 'Wijzigen of opzeggen',
    managing: 'U gaat naar het beheer van uw abonnement…',
  },
} satisfies typeof french;
