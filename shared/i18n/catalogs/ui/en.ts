import type french from './fr';

export default {
  ui: {
    otp: {
      digit: 'Digit {{position}} of {{length}}',
    },
    dialog: {
      close: 'Close',
    },
    phone: {
      country: 'Country of the number',
    },
    newTab: '(opens in a new tab)',
  },
  countries: {
    FR: 'France',
    BE: 'Belgium',
    GB: 'United Kingdom',
    DE: 'Germany',
    IT: 'Italy',
    ES: 'Spain',
    PT: 'Portugal',
  },
  languages: {
    fr: 'French',
    en: 'English',
    nl: 'Dutch',
    de: 'German',
    it: 'Italian',
    es: 'Spanish',
    pt: 'Portuguese',
  },
} satisfies typeof french;
