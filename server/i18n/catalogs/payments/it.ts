import type { PaymentsTexts } from './fr';

export const it: PaymentsTexts = {
  /** The payments' pages on the back-office (server/pages/payments/): the sandbox's checkout, the success page. */
  payments: {
    packDescription: '{{credits}} crediti',
    sandbox: {
      title: 'Pagamento (sandbox)',
      lead: 'Pagina di prova: non si muove denaro. Fa ciò che farebbe la pagina di pagamento di una banca.',
      order: 'Ordine',
      amount: 'Importo, IVA inclusa',
      pay: 'Paga',
      payLater: 'Paga con addebito diretto (confermato più tardi)',
      settle: 'Conferma l’addebito',
      fail: 'Fai fallire il pagamento',
      abandon: 'Rinuncia',
      confirmsLater: 'L’addebito attende la conferma della banca.',
      closed: 'Questo pagamento è concluso.',
    },
    success: {
      title: 'Il suo pagamento',
      paid: 'Pagamento ricevuto: {{credits}} crediti sono stati aggiunti al suo saldo.',
      pending: 'Il suo pagamento è in corso di conferma: i crediti arriveranno appena avremo la conferma.',
      confirmsLater:
        'Il suo pagamento è in attesa: la banca conferma più tardi questo metodo di pagamento, e i crediti arriveranno allora.',
      failed: 'Il pagamento non è riuscito: nessun credito è stato aggiunto e non è stato addebitato nulla.',
      expired:
        'Il pagamento è stato abbandonato: nessun credito è stato aggiunto e non è stato addebitato nulla.',
      unknown: 'Non troviamo questo pagamento.',
      refresh: 'Controlla di nuovo',
      toCredits: 'Vedi i miei crediti',
      receipt: 'Vedi la ricevuta',
    },
    premium: {
      plan: 'Premium, mensile',
      sandbox: {
        title: 'Abbonamento (sandbox)',
        lead: 'Pagina di prova: non circola denaro. Fa ciò che farebbe la pagina di abbonamento di una banca.',
        price: 'Prezzo al mese, IVA inclusa',
        subscribe: 'Abbonati',
        fail: 'Far fallire il pagamento',
        abandon: 'Rinuncia',
        declined: 'Il pagamento è stato rifiutato: non è stato addebitato nulla. Riprova o rinuncia.',
      },
      billing: {
        title: 'Gestisci il mio abbonamento (sandbox)',
        renews: 'Si rinnova il {{date}}',
        ends: 'Termina il {{date}}',
        cancelAtPeriodEnd: 'Disdici alla fine del periodo',
        resume: 'Riprendi l’abbonamento',
        cancelNow: 'Disdici ora',
        closed: 'Questo abbonamento è terminato.',
      },
      success: {
        title: 'Il tuo abbonamento Premium',
        active: 'Sei Premium fino al {{date}}.',
        pending: 'Il tuo abbonamento è in conferma: Premium arriverà appena avremo la conferma.',
        ended: 'Questo abbonamento è terminato.',
        unknown: 'Non troviamo ancora questo abbonamento.',
        refresh: 'Verifica di nuovo',
        toPremium: 'Vedi il mio abbonamento',
      },
      canceled: {
        title: 'Nessun abbonamento sottoscritto',
        message: 'Non ti sei abbonato: non è stato addebitato nulla.',
      },
      updated: {
        title: 'Il tuo abbonamento',
        message: 'Le tue modifiche valgono appena il servizio di pagamento ce le conferma.',
      },
    },
  },
};
