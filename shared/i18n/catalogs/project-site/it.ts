import type french from './fr';

export default {
  projectSite: {
    session: {
      signIn: 'Accedi',
      greeting: 'Ciao {{name}}',
      logOut: 'Esci',
    },
    home: {
      title: 'I vostri progetti in arrivo',
      loading: 'Caricamento dei vostri progetti…',
      loadFailed: 'Non è stato possibile caricare i vostri progetti.',
      empty: 'Non avete progetti in arrivo.',
      newProject: 'Nuovo progetto',
      contacted: 'Wedding planner contattati: {{count}}',
      answered: 'Risposte ricevute: {{count}}',
      draftTitle: 'Un progetto da completare',
      draftText: 'Avete iniziato un progetto senza inviarlo: riprendete da dove eravate rimasti.',
      continueDraft: 'Continua il mio progetto',
      more: 'Mostra altri progetti',
      moreLoading: 'Caricamento di altri progetti…',
      moreFailed: 'Non è stato possibile caricare gli altri progetti.',
      closedTitle: 'Progetti chiusi',
      closedIntro:
        'Restano consultabili con le loro richieste, ma non possono più essere modificati né inviati.',
      closedOn: 'Chiuso il {{date}}',
      closedLoadFailed: 'Non è stato possibile caricare i vostri progetti chiusi.',
      closedMore: 'Mostra altri progetti chiusi',
    },
    signIn: {
      heading: 'Accedete con il vostro telefono',
      inscriptionIntro: 'Create il vostro profilo per preparare il vostro progetto di matrimonio.',
      signedIn: 'Avete effettuato l’accesso. Vi portiamo al vostro progetto…',
    },
    addToProject: {
      open: 'Aggiungi {{name}} a un progetto',
      project: 'Progetto',
      add: 'Aggiungi',
      adding: 'Aggiunta in corso…',
      signInFirst: 'Accedete per aggiungere questo wedding planner a un progetto.',
      signInLink: 'Accedi',
      noProject: 'Non avete progetti aperti in arrivo.',
      createProject: 'Crea un progetto',
      sent: 'Richiesta inviata a {{name}}.',
      noMessage:
        'Questo progetto non ha ancora un messaggio per i wedding planner: aggiungetelo dal progetto.',
      openProject: 'Apri il progetto',
    },
  },
} satisfies typeof french;
