import type french from './fr';

export default {
  backOfficeMarketing: {
    alertLabel: 'Anuncio',
    dismissAlert: 'Ocultar este anuncio',
    gotIt: 'Entendido',
  },
} satisfies typeof french;
