import type french from './fr';

export default {
  backOfficePremium: {
    title: 'Abbonamento Premium',
    mark: 'Membro Premium',
    intro:
      'Premium ti mette in cima agli elenchi dell’annuario e ti fa salire nei suggerimenti alle coppie. Un solo abbonamento, mensile, disdicibile quando vuoi.',
    heading: 'Il tuo abbonamento',
    loading: 'Caricamento del tuo abbonamento…',
    loadFailed: 'Non è stato possibile caricare il tuo abbonamento.',
    renews: 'Sei Premium. L’abbonamento si rinnova il {{date}}.',
    ends: 'Sei Premium fino al {{date}}: l’abbonamento termina quel giorno.',
    pastDue:
      'L’ultimo pagamento del tuo abbonamento non è riuscito: Premium è sospeso finché non viene pagato.',
    ended: 'Il tuo abbonamento Premium è terminato.',
    none: 'Non sei Premium.',
    price: '{{price}} al mese',
    vatIncluded: 'IVA inclusa',
    subscribe: 'Abbonati',
    subscribing: 'Ti portiamo al pagamento…',
    manage: 'Modifica o disdici',
    managing: 'Ti portiamo alla gestione dell’abbonamento…',
  },
} satisfies typeof french;
