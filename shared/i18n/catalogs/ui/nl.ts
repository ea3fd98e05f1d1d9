import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Cijfer {{position}} van {{length}}',
    },
    dialog: {
      close: 'Sluiten',
    },
    phone: {
      country: 'Land van het nummer',
    },
    newTab: '(opent in een nieuw tabblad)',
  },
  countries: {
    FR: 'Frankrijk',
    BE: 'België',
    GB: 'Verenigd Koninkrijk',
    DE: 'Duitsland',
    IT: 'Italië',
    ES: 'Spanje',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Frans',
    en: 'Engels',
    nl: 'Nederlands',
    de: 'Duits',
    it: 'Italiaans',
    es: 'Spaans',
    pt: 'Portugees',
  },
} satisfies typeof french;
