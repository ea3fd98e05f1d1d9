/** The payment pages: checkouts, callbacks, receipts. French is the source of truth. */
export const fr = {
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} crédits',
    sandbox: {
      title: 'Paiement (bac à sable)',
      lead: 'Page de test : aucun argent ne circule. Elle fait ce que ferait la page de paiement d’une banque.',
      order: 'Commande',
      amount: 'Montant, TVA comprise',
      pay: 'Payer',
      payLater: 'Payer par prélèvement (confirmé plus tard)',
      settle: 'Confirmer le prélèvement',
      fail: 'Faire échouer le paiement',
      abandon: 'Abandonner',
      confirmsLater: 'Le prélèvement attend la confirmation de la banque.',
      closed: 'Ce paiement est terminé.',
    },
    success: {
      title: 'Votre paiement',
      paid: 'Paiement reçu : {{credits}} crédits ont été ajoutés à votre solde.',
      pending:
        'Votre paiement est en cours de confirmation : vos crédits arriveront dès que nous aurons la confirmation.',
      confirmsLater:
        'Votre paiement est en attente : ce moyen de paiement est confirmé plus tard par la banque, et vos crédits arriveront à ce moment-là.',
      failed: 'Le paiement a échoué : aucun crédit n’a été ajouté et rien n’a été débité.',
      expired: 'Le paiement a été abandonné : aucun crédit n’a été ajouté et rien n’a été débité.',
      unknown: 'Nous ne trouvons pas ce paiement.',
      refresh: 'Vérifier à nouveau',
      toCredits: 'Voir mes crédits',
      receipt: 'Voir le reçu',
    },
    premium: {
      plan: 'Premium, mensuel',
      sandbox: {
        title: 'Abonnement (bac à sable)',
        lead: 'Page de test : aucun argent ne circule. Elle fait ce que ferait la page d’abonnement d’une banque.',
        price: 'Prix par mois, TVA comprise',
        subscribe: 'S’abonner',
        fail: 'Faire échouer le paiement',
        abandon: 'Abandonner',
        declined: 'Le paiement a été refusé : rien n’a été débité. Essayez à nouveau ou abandonnez.',
      },
      billing: {
        title: 'Gérer mon abonnement (bac à sable)',
        renews: 'Se renouvelle le {{date}}',
        ends: 'Prend fin le {{date}}',
        cancelAtPeriodEnd: 'Résilier à la fin de la période',
        resume: 'Reprendre l’abonnement',
        cancelNow: 'Résilier maintenant',
        closed: 'Cet abonnement est terminé.',
      },
      success: {
        title: 'Votre abonnement Premium',
        active: 'Vous êtes Premium jusqu’au {{date}}.',
        pending:
          'Votre abonnement est en cours de confirmation : Premium arrivera dès que nous aurons la confirmation.',
        ended: 'Cet abonnement est terminé.',
        unknown: 'Nous ne trouvons pas cet abonnement pour l’instant.',
        refresh: 'Vérifier à nouveau',
        toPremium: 'Voir mon abonnement',
      },
      canceled: {
        title: 'Abonnement non souscrit',
        message: 'Vous n’avez pas souscrit : rien n’a été débité.',
      },
      updated: {
        title: 'Votre abonnement',
        message:
          'Vos changements seront pris en compte dès que le service de paiement nous les aura confirmés.',
      },
    },
  },
};

export type PaymentsTexts = typeof fr;
