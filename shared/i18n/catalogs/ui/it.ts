import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Cifra {{position}} di {{length}}',
    },
    dialog: {
      close: 'Chiudi',
    },
    phone: {
      country: 'Paese del numero',
    },
    newTab: '(si apre in una nuova scheda)',
    citySearch: {
      searching: 'Ricerca in corso…',
      noneFound: 'Nessuna città trovata',
    },
    providerCard: {
      premium: 'Membro Premium',
      premiumHint: 'Membro di una comunità professionale e di un programma di formazione',
      recentlyActive: 'Attivo di recente',
      recentlyActiveHint: 'Questo wedding planner ha effettuato l’accesso negli ultimi 90 giorni',
      respondsQuickly: 'Risponde in fretta',
      respondsQuicklyHint:
        'Questo wedding planner risponde ad almeno l’80% delle richieste, il più delle volte entro 24 ore',
      languages: 'Lingue parlate',
    },
    field: {
      required: '(obbligatorio)',
      optional: '(facoltativo)',
    },
    form: {
      errorSummary: 'Il modulo contiene errori:',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: 'Sposta su {{row}}',
      moveDown: 'Sposta giù {{row}}',
      remove: 'Rimuovi {{row}}',
      moved: '{{row}} spostato in posizione {{position}}',
      removed: '{{row}} rimosso',
    },
    queryState: {
      retry: 'Riprova',
    },
  },
  countries: {
    FR: 'Francia',
    BE: 'Belgio',
    GB: 'Regno Unito',
    DE: 'Germania',
    IT: 'Italia',
    ES: 'Spagna',
    PT: 'Portogallo',
  },
  languages: {
    fr: 'Francese',
    en: 'Inglese',
    nl: 'Olandese',
    de: 'Tedesco',
    it: 'Italiano',
    es: 'Spagnolo',
    pt: 'Portoghese',
  },
} satisfies typeof french;
