import type french from './fr';

export default {
  backOfficeShell: {
    session: {
      signIn: 'Accedi',
      logOut: 'Esci',
      loggingOut: 'Uscita…',
    },
    frame: {
      loading: 'Caricamento della tua area…',
      loadFailed: 'Non è stato possibile caricare la tua area.',
      signInFirst: 'Accedi per continuare…',
    },
    password: {
      show: 'Mostra la password',
      hide: 'Nascondi la password',
      rule: 'Almeno 10 caratteri.',
    },
    dashboard: {
      greeting: 'Ciao {{name}}',
      nextTitle: 'Prossimi passi',
      nothingNext: 'Niente da fare per ora: il tuo account è pronto.',
      resendLink: 'Invia di nuovo il link',
      resendingLink: 'Invio…',
      linkResent: 'Un nuovo link è stato inviato a {{email}}. Il precedente non funziona più.',
      confirmEmailTitle: 'Conferma il tuo indirizzo e-mail',
      confirmEmailText: 'Abbiamo inviato un link a {{email}}. Seguilo per poter pubblicare il tuo profilo.',
      finishTitle: 'Completa la registrazione',
      finishText: 'Il tuo indirizzo è confermato: completa il tuo profilo, poi termina la registrazione.',
      finish: 'Completa la registrazione',
      finishing: 'Salvataggio…',
      profileTitle: 'Il tuo profilo pubblico',
      profileLink: 'Vedi il mio profilo nell’elenco',
      notPublished: 'Il tuo profilo non è ancora pubblicato nell’elenco.',
      responsesTitle: 'Le sue risposte alle richieste',
      responsesNone: 'Nessuna richiesta da contare negli ultimi {{days}} giorni.',
      responsesFigures:
        'Negli ultimi {{days}} giorni ha risposto al {{rate}} delle richieste ({{responses}} su {{requests}}).',
      responsesMedian: 'Tempo di risposta mediano: {{median}}.',
      respondsQuickly: 'Le coppie vedono la menzione “Risponde in fretta” sul suo profilo.',
      respondsQuicklyRule:
        'La menzione “Risponde in fretta” compare sul suo profilo quando risponde ad almeno il {{rate}} delle richieste, entro {{hours}} ore in mediana, su almeno {{requests}} richieste.',
      waitingTitle: 'Richieste in attesa di risposta',
      waitingLead: 'Richiesta del {{sent}}',
      timeLeft: ': ancora {{time}} per rispondere',
    },
  },
} satisfies typeof french;
