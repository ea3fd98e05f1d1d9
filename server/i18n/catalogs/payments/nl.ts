import type { PaymentsTexts } from './fr';

export const nl: PaymentsTexts = {
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: 'Pakket van {{credits}} credits',
    sandbox: {
      title: 'Betaling (sandbox)',
      lead: 'Testpagina: er wordt geen geld overgemaakt. Ze doet wat de betaalpagina van een bank zou doen.',
      order: 'Bestelling',
      amount: 'Bedrag, btw inbegrepen',
      pay: 'Betalen',
      payLater: 'Betalen via domiciliëring (later bevestigd)',
      settle: 'De domiciliëring bevestigen',
      fail: 'De betaling laten mislukken',
      abandon: 'Afbreken',
      confirmsLater: 'De domiciliëring wacht op de bevestiging van de bank.',
      closed: 'Deze betaling is afgerond.',
    },
    success: {
      title: 'Uw betaling',
      paid: 'Betaling ontvangen: er zijn {{credits}} credits aan uw saldo toegevoegd.',
      pending: 'Uw betaling wordt bevestigd: uw credits komen zodra wij de bevestiging hebben.',
      confirmsLater:
        'Uw betaling staat in afwachting: de bank bevestigt deze betaalmethode later, en dan komen uw credits.',
      failed: 'De betaling is mislukt: er zijn geen credits toegevoegd en er is niets afgeschreven.',
      expired: 'De betaling is afgebroken: er zijn geen credits toegevoegd en er is niets afgeschreven.',
      unknown: 'Wij vinden deze betaling niet.',
      refresh: 'Opnieuw controleren',
      toCredits: 'Mijn credits bekijken',
      receipt: 'Het ontvangstbewijs bekijken',
    },
    premium: {
      plan: 'Premium, maandelijks',
      sandbox: {
        title: 'Abonnement (sandbox)',
        lead: 'Testpagina: er gaat geen geld rond. Ze doet wat de abonnementspagina van een bank zou doen.',
        price: 'Prijs per maand, btw inbegrepen',
        subscribe: 'Abonneren',
        fail: 'De betaling laten mislukken',
        abandon: 'Afbreken',
        declined: 'De betaling werd geweigerd: er is niets afgeschreven. Probeer opnieuw of breek af.',
      },
      billing: {
        title: 'Mijn abonnement beheren (sandbox)',
        renews: 'Wordt verlengd op {{date}}',
        ends: 'Eindigt op {{date}}',
        cancelAtPeriodEnd: 'Opzeggen aan het einde van de periode',
        resume: 'Abonnement hervatten',
        cancelNow: 'Nu opzeggen',
        closed: 'Dit abonnement is beëindigd.',
      },
      success: {
        title: 'Uw Premium-abonnement',
        active: 'U bent Premium tot {{date}}.',
        pending: 'Uw abonnement wordt bevestigd: Premium volgt zodra we de bevestiging hebben.',
        ended: 'Dit abonnement is beëindigd.',
        unknown: 'We vinden dit abonnement nog niet.',
        refresh: 'Opnieuw controleren',
        toPremium: 'Mijn abonnement bekijken',
      },
      canceled: {
        title: 'Geen abonnement afgesloten',
        message: 'U hebt zich niet geabonneerd: er is niets afgeschreven.',
      },
      updated: {
        title: 'Uw abonnement',
        message: 'Uw wijzigingen gelden zodra de betaaldienst ze ons heeft bevestigd.',
      },
    },
  },
};
