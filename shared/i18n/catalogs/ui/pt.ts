import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Dígito {{position}} de {{length}}',
    },
    dialog: {
      close: 'Fechar',
    },
    phone: {
      country: 'País do número',
    },
    newTab: '(abre num novo separador)',
  },
  countries: {
    FR: 'França',
    BE: 'Bélgica',
    GB: 'Reino Unido',
    DE: 'Alemanha',
    IT: 'Itália',
    ES: 'Espanha',
    PT: 'Portugal',
  },
  languages: {
    fr: 'Francês',
    en: 'Inglês',
    nl: 'Neerlandês',
    de: 'Alemão',
    it: 'Italiano',
    es: 'Espanhol',
    pt: 'Português',
  },
} satisfies typeof french;
