import type french from './fr';

export default {
  backOfficeInstagram: {
    title: 'Account Instagram',
    intro:
      'Colleghi il suo account Instagram professionale: i suoi ultimi post compaiono sul suo profilo pubblico e si aggiornano da soli.',
    loading: 'Caricamento del suo account Instagram…',
    loadFailed: 'Non è stato possibile caricare il suo account Instagram.',
    notConfigured: 'Il collegamento con Instagram non è disponibile su questo server.',
    notConnected: 'Nessun account Instagram è collegato al suo profilo.',
    connect: 'Connetti Instagram',
    connecting: 'Reindirizzamento a Instagram…',
    returning: 'Collegamento del suo account Instagram…',
    returnFailed: 'Non è stato possibile collegare il suo account Instagram.',
    denied: 'La connessione è stata annullata su Instagram: il suo account non è stato collegato.',
    connected: 'Account collegato: @{{username}}',
    connectedSince: 'Collegato il {{date}}',
    refreshedAt: 'Post aggiornati il {{date}}',
    notRefreshedYet: 'I suoi post non sono ancora stati recuperati: lo saranno tra pochi minuti.',
    refreshFailing:
      'L’ultimo aggiornamento dei suoi post non è riuscito: verrà ritentato automaticamente e il suo profilo conserva i post già mostrati.',
    needsReconnection:
      'L’accesso al suo account Instagram è scaduto: lo ricolleghi perché i suoi post si aggiornino.',
    reconnect: 'Ricollega Instagram',
    postsHeading: 'I suoi ultimi post',
    noPosts: 'Ancora nessun post da mostrare.',
    postAlt: 'Post del {{date}}',
    disconnect: 'Disconnetti Instagram',
    confirmDisconnect: 'Disconnettere questo account? I suoi post spariranno dal suo profilo.',
    confirm: 'Disconnetti',
    keep: 'Annulla',
    disconnected: 'Il suo account Instagram è disconnesso.',
    codeInvalid: 'Il codice restituito da Instagram non è valido.',
    stateInvalid: 'Questo ritorno da Instagram non è valido: riavvii la connessione.',
  },
} satisfies typeof french;
