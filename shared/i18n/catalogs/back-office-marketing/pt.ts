import type french from './fr';

export default {
  backOfficeMarketing: {
    alertLabel: 'Anúncio',
    dismissAlert: 'Ocultar este anúncio',
    gotIt: 'Percebi',
  },
} satisfies typeof french;
