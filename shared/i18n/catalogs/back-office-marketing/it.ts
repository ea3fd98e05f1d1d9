import type french from './fr';

export default {
  backOfficeMarketing: {
    alertLabel: 'Annuncio',
    dismissAlert: 'Nascondi questo annuncio',
    gotIt: 'Ho capito',
  },
} satisfies typeof french;
