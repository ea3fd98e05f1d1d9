import type french from './fr';

export default {
  backOfficeSupportAccess: {
    banner: {
      label: 'Accesso dell’assistenza in corso',
      text: '{{admin}} agisce per {{company}} fino alle {{time}}. Tutto ciò che viene fatto qui è annotato nel registro del fornitore; l’acquisto di crediti, la password, l’indirizzo di accesso e la chiusura dell’account sono rifiutati.',
      stop: 'Termina l’accesso',
      stopping: 'Chiusura…',
      stopFailed: 'Non è stato possibile terminare l’accesso. Riprova.',
    },
    start: {
      intro:
        'Inserisci l’identificativo del profilo del fornitore (la fine dell’indirizzo del suo profilo pubblico). Per un’ora al massimo vedrai la sua area come la vede lui; tutto ciò che farai sarà annotato nel suo registro.',
      provider: 'Identificativo del profilo',
      providerHint: 'Per esempio: maison-rivage',
      submit: 'Agisci per questo fornitore',
      submitting: 'Apertura…',
      notAdmin:
        'Solo un account dell’assistenza può agire per un fornitore. Accedi con il tuo account dell’assistenza.',
      signIn: 'Accedi',
    },
    log: {
      open: 'Vedi il registro',
      title: 'Accessi dell’assistenza',
      intro:
        'Ogni volta che il nostro team agisce nel tuo account, è annotato qui: quando è entrato, cosa ha modificato e quando è uscito.',
      empty: 'L’assistenza non ha mai avuto accesso al tuo account.',
      loading: 'Caricamento del registro…',
      loadFailed: 'Non è stato possibile caricare il registro.',
      started:
        'Il {{date}}, {{admin}} (assistenza) ha consultato il tuo account, fino alle {{until}} al più tardi.',
      changed: 'Il {{date}}, {{admin}} (assistenza) ha modificato il tuo account: {{action}}.',
      notDone:
        'Il {{date}}, {{admin}} (assistenza) ha tentato una modifica non andata a buon fine: {{action}}.',
      refused:
        'Il {{date}}, {{admin}} (assistenza) ha tentato un’azione riservata al titolare dell’account, rifiutata: {{action}}.',
      stopped: 'Il {{date}}, {{admin}} (assistenza) è uscito dal tuo account.',
      revoked:
        'Il {{date}}, l’accesso di {{admin}} è terminato: il suo account dell’assistenza è stato rimosso.',
      more: 'Mostra le voci precedenti',
    },
  },
} satisfies typeof french;
