import type french from './fr';

export default {
  backOfficePremium: {
    title: 'Premium-Abonnement',
    mark: 'Premium-Mitglied',
    intro:
      'Mit Premium stehen Sie oben in den Listen des Verzeichnisses und weiter vorn in den Vorschlägen an Paare. Ein Abonnement, monatlich, jederzeit kündbar.',
    heading: 'Ihr Abonnement',
    loading: 'Ihr Abonnement wird geladen…',
    loadFailed: 'Ihr Abonnement konnte nicht geladen werden.',
    renews: 'Sie sind Premium. Das Abonnement verlängert sich am {{date}}.',
    ends: 'Sie sind Premium bis zum {{date}}: Dann endet das Abonnement.',
    pastDue:
      'Die letzte Zahlung Ihres Abonnements ist fehlgeschlagen: Premium ist ausgesetzt, bis sie bezahlt ist.',
    ended: 'Ihr Premium-Abonnement ist beendet.',
    none: 'Sie sind nicht Premium.',
    price: '{{price}} pro Monat',
    vatIncluded: 'inkl. MwSt.',
    subscribe: 'Abonnieren',
    subscribing: 'Weiter zur Zahlung…',
    manage: 'Ändern oder kündigen',
    managing: 'Weiter zur Verwaltung Ihres Abonnements…',
  },
} satisfies typeof french;
