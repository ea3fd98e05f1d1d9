import type { ReviewsTexts } from './fr';

export const it: ReviewsTexts = {
  /** Couples' reviews: the invitation email, the review page, the profile's section, the API's refusals. */
  reviews: {
    notFound: 'Questa recensione non esiste.',
    alreadyReported: 'Hai già segnalato questa recensione: il supporto la sta esaminando o l’ha esaminata.',
    invitationSubject: 'La tua recensione di {{planner}}',
    invitationBody:
      'Ciao {{name}},\n\nil tuo evento ({{eventType}}) del {{date}} è passato: come è andata la collaborazione con {{planner}}? La tua recensione aiuta altre coppie a scegliere.\n\nLascia la tua recensione qui:\n{{link}}\n\nQuesto link è personale e funziona fino al {{expiry}}.\n\nIl team {{brand}}',
    stars: '{{count}} su 5',
    page: {
      title: 'La tua recensione',
      heading: 'La tua recensione di {{planner}}',
      lead: 'Il tuo evento del {{date}} è passato: racconta come è andata la collaborazione.',
      rating: 'La tua valutazione',
      text: 'La tua recensione',
      publicNote:
        'La tua recensione sarà pubblicata sul profilo del wedding planner con il nome «{{name}}» e la data del tuo evento.',
      submit: 'Pubblica la mia recensione',
      fixErrors: 'La tua recensione non è stata inviata:',
      thanksTitle: 'Grazie per la tua recensione',
      thanks: 'La tua recensione è pubblicata sul profilo di {{planner}}.',
      toProfile: 'Vedi il profilo di {{planner}}',
      linkInvalid: 'Questo link non è valido. Usa il link completo ricevuto via email.',
      linkExpired: 'Questo link è scaduto: non permette più di lasciare una recensione.',
      alreadyReviewed: 'Hai già lasciato una recensione per questa richiesta. Grazie!',
    },
    profile: {
      title: 'Recensioni delle coppie',
      average: 'Valutazione media: {{average}} su 5',
      count: 'Recensioni: {{count}}',
      rating: 'Valutazione: {{rating}} su 5',
      verified: 'Recensione verificata',
      eventOn: 'Evento del {{date}}',
      reply: 'Risposta di {{planner}}',
    },
  },
};
