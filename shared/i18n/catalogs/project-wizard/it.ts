import type french from './fr';

export default {
  projectWizard: {
    steps: {
      eventType: 'Tipo di evento',
      eventDetails: "Dettagli dell'evento",
      extras: 'Extra',
      planners: 'Wedding planner suggeriti',
      validation: 'Conferma',
    },
    status: {
      notStarted: 'Non iniziato',
      inProgress: 'In corso',
      done: 'Completato',
    },
    /** The wizard island's screens (islands/project/wizard/). */
    wizard: {
      heading: 'Crea il mio progetto',
      loading: 'Caricamento…',
      retry: 'Riprova',
      stepOf: 'Passaggio {{number}} di {{total}}',
      progressLabel: 'Avanzamento',
      next: 'Avanti',
      back: 'Indietro',
      send: 'Invia il mio progetto',
      sending: 'Invio in corso…',
      eventTypeLabel: 'Tipo di evento',
      choose: 'Scegli…',
      eventDate: "Data dell'evento",
      location: "Città dell'evento",
      locationHint: "Digita le prime lettere, poi scegli la città dall'elenco.",
      guestRange: 'Numero di invitati',
      notSaid: 'Non specificato',
      serviceType: 'Tipo di servizio',
      theme: 'Tema',
      themeHint: 'Per esempio: boho, rustico, chic…',
      languages: 'Lingue parlate dal wedding planner',
      plannerLocation: 'Dove deve trovarsi il wedding planner?',
      nearEvent: "Vicino al luogo dell'evento",
      anywhere: 'Ovunque',
      plannerBudget: 'Budget per il wedding planner',
      budget: 'Budget totale del matrimonio',
      plannersIntro:
        'Il nostro algoritmo ha scelto 3 profili per te: contattare più fornitori moltiplica le tue risposte per 6.',
      plannersNeedPlace: "Scegli prima la città dell'evento per vedere i wedding planner vicini.",
      featured: 'Il wedding planner che stavi guardando',
      contactName: 'Contatta {{name}}',
      more: 'Vedi altri wedding planner',
      noMore: 'Nessun altro wedding planner per ora.',
      unknownPlanner:
        'Il wedding planner del suo link non è stato trovato: è stato tolto dalla sua scelta. Ne sceglierà altri al passaggio 4.',
      plannerLimit: 'Al massimo {{max}} wedding planner: ne tolga uno per sceglierne un altro.',
      chosenCount: 'Wedding planner scelti: {{count}}',
      checkTitle: 'Controlla le tue risposte',
      change: 'Modifica',
      notAnswered: 'Non specificato',
      messageLabel: 'Il tuo messaggio ai wedding planner',
      messageHint: 'Presentatevi e descrivete il vostro progetto in poche parole.',
      signInTitle: 'Accedi per inviare il tuo progetto',
      signInHeading: 'Verifica il tuo numero di telefono',
      inscriptionIntro: 'Crea il tuo profilo per inviare il progetto: le tue risposte sono conservate.',
      dailyCap:
        'Hai raggiunto il numero massimo di richieste per oggi. Il tuo progetto è salvato: riprova domani.',
      savedNotSent:
        'Il tuo progetto è salvato, ma la richiesta non è stata inviata. Riprova: non verrà creato due volte.',
      sentTitle: 'Il tuo progetto è stato inviato',
      sentText: 'Wedding planner contattati: {{count}}. Di solito rispondono entro 24 ore.',
      alreadySentText: 'Già contattati di recente, per questo progetto o un altro: {{count}}.',
      viewProject: 'Vedi il mio progetto',
      newProject: 'Crea un altro progetto',
    },
    sent: {
      contacted: 'Wedding planner contattati',
      already: 'Già contattati di recente',
    },
    otherTab: {
      notice:
        "Questo progetto è stato modificato in un'altra scheda. Le risposte di questa scheda restano visibili finché non scegli.",
      load: "Carica la versione dell'altra scheda",
      keep: 'Mantieni le risposte di questa scheda',
    },
  },
} satisfies typeof french;
