import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Ziffer {{position}} von {{length}}',
    },
    dialog: {
      close: 'Schließen',
    },
    phone: {
      country: 'Land der Nummer',
    },
    newTab: '(öffnet in einem neuen Tab)',
    citySearch: {
      searching: 'Suche…',
      noneFound: 'Keine Stadt gefunden',
    },
    providerCard: {
      premium: 'Premium-Mitglied',
      premiumHint: 'Mitglied einer Fachgemeinschaft und eines Weiterbildungsprogramms',
      recentlyActive: 'Kürzlich aktiv',
      recentlyActiveHint: 'Dieser Hochzeitsplaner war in den letzten 90 Tagen angemeldet',
      respondsQuickly: 'Antwortet schnell',
      respondsQuicklyHint:
        'Dieser Hochzeitsplaner beantwortet mindestens 80 % der Anfragen, meist innerhalb von 24 Stunden',
      languages: 'Gesprochene Sprachen',
    },
    field: {
      required: '(Pflichtfeld)',
      optional: '(optional)',
    },
    form: {
      errorSummary: 'Das Formular enthält Fehler:',
    },
    /** The buttons of a list field's rows (shared/forms/form-list.tsx) and what they announce. */
    formList: {
      moveUp: '{{row}} nach oben',
      moveDown: '{{row}} nach unten',
      remove: '{{row}} entfernen',
      moved: '{{row}} an Position {{position}} verschoben',
      removed: '{{row}} entfernt',
    },
    queryState: {
      retry: 'Erneut versuchen',
    },
  },
  countries: {
    FR: 'Frankreich',
    BE: 'Belgien',
    GB: 'Vereinigtes Königreich',
    DE: 'Deutschland',
    IT: 'Italien',
    ES: 'Spanien',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Französisch',
    en: 'Englisch',
    nl: 'Niederländisch',
    de: 'Deutsch',
    it: 'Italienisch',
    es: 'Spanisch',
    pt: 'Portugiesisch',
  },
} satisfies typeof french;
