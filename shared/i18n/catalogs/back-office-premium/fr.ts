/**
 * The provider’s premium page in the back-office (islands/back-office/premium/): its subscription, subscribing
 * and managing it. French is the source of the keys: the other languages’ files beside this one have exactly
 * the same.
 */
export default {
  backOfficePremium: {
    title: 'Abonnement Premium',
    mark: 'Membre Premium',
    intro:
      'Premium vous place en tête des listes de l’annuaire et vous fait remonter dans les suggestions faites aux couples. Un seul abonnement, mensuel, sans engagement.',
    heading: 'Votre abonnement',
    loading: 'Chargement de votre abonnement…',
    loadFailed: 'Votre abonnement n’a pas pu être chargé.',
    renews: 'Vous êtes Premium. L’abonnement se renouvelle le {{date}}.',
    ends: 'Vous êtes Premium jusqu’au {{date}} : l’abonnement prend fin à cette date.',
    pastDue:
      'Le dernier paiement de votre abonnement a échoué : Premium est suspendu jusqu’à ce qu’il soit réglé.',
    ended: 'Votre abonnement Premium est terminé.',
    none: 'Vous n’êtes pas Premium.',
    price: '{{price}} par mois',
    vatIncluded: 'TVA comprise',
    subscribe: 'S’abonner',
    subscribing: 'Redirection vers le paiement…',
    manage: 'Modifier ou résilier',
    managing: 'Redirection vers la gestion de l’abonnement…',
  },
};
