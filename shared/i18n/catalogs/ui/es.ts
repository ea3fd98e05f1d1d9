import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Dígito {{position}} de {{length}}',
    },
    dialog: {
      close: 'Cerrar',
    },
    phone: {
      country: 'País del número',
    },
    newTab: '(se abre en una pestaña nueva)',
  },
  countries: {
    FR: 'Francia',
    BE: 'Bélgica',
    GB: 'Reino Unido',
    DE: 'Alemania',
    IT: 'Italia',
    ES: 'España',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Francés',
    en: 'Inglés',
    nl: 'Neerlandés',
    de: 'Alemán',
    it: 'Italiano',
    es: 'Español',
    pt: 'Portugués',
  },
} satisfies typeof french;
