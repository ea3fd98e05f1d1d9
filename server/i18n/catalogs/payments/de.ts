import type { PaymentsTexts } from './fr';

export const de: PaymentsTexts = {
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} Credits',
    sandbox: {
      title: 'Zahlung (Sandbox)',
      lead: 'Testseite: Es fließt kein Geld. Sie tut, was die Zahlungsseite einer Bank tun würde.',
      order: 'Bestellung',
      amount: 'Betrag inkl. MwSt.',
      pay: 'Bezahlen',
      payLater: 'Per Lastschrift bezahlen (später bestätigt)',
      settle: 'Lastschrift bestätigen',
      fail: 'Zahlung scheitern lassen',
      abandon: 'Abbrechen',
      confirmsLater: 'Die Lastschrift wartet auf die Bestätigung der Bank.',
      closed: 'Diese Zahlung ist abgeschlossen.',
    },
    success: {
      title: 'Ihre Zahlung',
      paid: 'Zahlung erhalten: {{credits}} Credits wurden Ihrem Guthaben hinzugefügt.',
      pending: 'Ihre Zahlung wird bestätigt: Ihre Credits kommen, sobald uns die Bestätigung vorliegt.',
      confirmsLater:
        'Ihre Zahlung steht aus: Die Bank bestätigt diese Zahlungsart später, dann kommen Ihre Credits.',
      failed: 'Die Zahlung ist gescheitert: Es wurden keine Credits hinzugefügt und nichts abgebucht.',
      expired: 'Die Zahlung wurde abgebrochen: Es wurden keine Credits hinzugefügt und nichts abgebucht.',
      unknown: 'Wir finden diese Zahlung nicht.',
      refresh: 'Erneut prüfen',
      toCredits: 'Meine Credits ansehen',
      receipt: 'Quittung ansehen',
    },
    premium: {
      plan: 'Premium, monatlich',
      sandbox: {
        title: 'Abonnement (Sandbox)',
        lead: 'Eine Testseite: Es fließt kein Geld. Sie tut, was die Abonnementseite einer Bank tun würde.',
        price: 'Preis pro Monat, inkl. MwSt.',
        subscribe: 'Abonnieren',
        fail: 'Zahlung fehlschlagen lassen',
        abandon: 'Abbrechen',
        declined:
          'Die Zahlung wurde abgelehnt: Es wurde nichts abgebucht. Versuchen Sie es erneut oder brechen Sie ab.',
      },
      billing: {
        title: 'Mein Abonnement verwalten (Sandbox)',
        renews: 'Verlängert sich am {{date}}',
        ends: 'Endet am {{date}}',
        cancelAtPeriodEnd: 'Zum Ende des Zeitraums kündigen',
        resume: 'Abonnement fortsetzen',
        cancelNow: 'Jetzt kündigen',
        closed: 'Dieses Abonnement ist beendet.',
      },
      success: {
        title: 'Ihr Premium-Abonnement',
        active: 'Sie sind Premium bis zum {{date}}.',
        pending: 'Ihr Abonnement wird bestätigt: Premium folgt, sobald wir die Bestätigung haben.',
        ended: 'Dieses Abonnement ist beendet.',
        unknown: 'Wir finden dieses Abonnement noch nicht.',
        refresh: 'Erneut prüfen',
        toPremium: 'Mein Abonnement ansehen',
      },
      canceled: {
        title: 'Kein Abonnement abgeschlossen',
        message: 'Sie haben nicht abonniert: Es wurde nichts abgebucht.',
      },
      updated: {
        title: 'Ihr Abonnement',
        message: 'Ihre Änderungen gelten, sobald der Zahlungsdienst sie uns bestätigt hat.',
      },
    },
  },
};
