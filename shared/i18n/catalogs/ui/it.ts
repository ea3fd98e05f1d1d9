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
