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
