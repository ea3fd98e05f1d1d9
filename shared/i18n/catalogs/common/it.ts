import type french from './fr';

export default {
  common: {
    refresh: 'Ricarica la pagina',
    requestSent: 'Richiesta inviata con successo',
    richTextPlaceholder: 'Compila questo campo...',
  },
  errors: {
    withDetail: 'Si è verificato un errore: {{detail}}',
    serverRequest: 'Si è verificato un errore durante la richiesta al server: {{detail}}',
    sendRequest: "Errore durante l'invio della richiesta: {{detail}}",
    alreadyContacted: 'Hai già contattato questo fornitore.',
    providersFetch: 'Si è verificato un errore durante il recupero dei fornitori:',
    somethingWentWrong: 'Ops! Qualcosa è andato storto',
    httpStatus: 'Errore {{status}}: {{message}}',
    unknown: 'Si è verificato un errore sconosciuto',
    network: 'Connessione impossibile. Controlla la connessione e riprova.',
    retryInSeconds: 'Riprova {{delay, relativetime(second)}}.',
    retryInMinutes: 'Riprova {{delay, relativetime(minute)}}.',
    retryInHours: 'Riprova {{delay, relativetime(hour)}}.',
    unknownStep: 'Passaggio sconosciuto.',
    noProvidersFound: 'Nessun fornitore trovato per questo progetto.',
    noResults: 'Nessun risultato corrisponde alla tua ricerca.',
    projectUnavailable: 'Questo progetto non è più disponibile.',
    missingProfileInfo: 'Mancano alcune informazioni nel tuo profilo. Completalo per continuare.',
    notFoundTitle: 'Pagina non trovata',
    notFoundText: 'La pagina che cerchi non esiste o è stata spostata.',
  },
  session: {
    expired: "La tua sessione è scaduta. Effettua di nuovo l'accesso.",
  },
} satisfies typeof french;
