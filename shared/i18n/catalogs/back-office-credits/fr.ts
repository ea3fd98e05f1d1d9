/**
 * The provider’s credits in the back-office (islands/back-office/credits/): its balance, the packs, its ledger
 * and its receipts. French is the source of the keys: the other languages’ files beside this one have exactly
 * these keys.
 */
export default {
  backOfficeCredits: {
    title: 'Vos crédits',
    intro:
      'Un crédit ouvre une demande de couple : vous voyez ses coordonnées une fois la demande débloquée. Les packs se paient une fois, sans abonnement.',
    balance: 'Solde',
    balanceHint: 'crédits disponibles',
    awaited:
      '{{credits}} crédits attendent la confirmation de votre banque (paiement du {{date}}) : ils arriveront dès qu’elle l’aura donnée.',
    packsHeading: 'Acheter des crédits',
    packCredits: '{{credits}} crédits',
    vatIncluded: 'TVA comprise',
    buy: 'Acheter',
    buyPack: 'Acheter {{credits}} crédits pour {{price}}',
    buying: 'Redirection vers le paiement…',
    packsLoading: 'Chargement des packs…',
    packsLoadFailed: 'Les packs n’ont pas pu être chargés.',
    packUnknown: 'Ce pack n’existe pas.',
    ledgerHeading: 'Historique',
    ledgerEmpty: 'Aucun mouvement pour l’instant : achetez un pack pour commencer.',
    ledgerLoading: 'Chargement de votre historique…',
    ledgerLoadFailed: 'Votre historique n’a pas pu être chargé.',
    more: 'Voir les mouvements plus anciens',
    moreLoading: 'Chargement…',
    moreFailed: 'Les mouvements plus anciens n’ont pas pu être chargés.',
    date: 'Date du mouvement',
    movement: 'Mouvement',
    credits: 'Crédits',
    balanceAfter: 'Solde après',
    details: 'Détail',
    kinds: {
      purchase: 'Achat',
      unlock: 'Demande débloquée',
      refund: 'Remboursement',
      grant: 'Offert',
      expiry: 'Expiration',
    },
    request: 'Demande {{id}}',
    refundOf: 'Rembourse le mouvement n° {{id}}',
    receiptLink: 'Reçu {{number}}',
    receipt: {
      title: 'Reçu {{number}}',
      seller: 'Vendeur',
      buyer: 'Acheteur',
      date: 'Date d’émission',
      item: '{{credits}} crédits',
      net: 'Montant hors TVA',
      vat: 'TVA ({{rate}} %)',
      gross: 'Total TVA comprise',
      rateNote: 'TVA au taux normal du pays de votre entreprise.',
      print: 'Imprimer',
      back: 'Retour à vos crédits',
      loading: 'Chargement du reçu…',
      loadFailed: 'Ce reçu n’a pas pu être chargé.',
    },
  },
};
